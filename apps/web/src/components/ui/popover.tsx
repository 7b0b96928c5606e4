import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Disclosure popover: a button with aria-expanded controlling a panel. Closes on Escape (focus returns to the
 * button), on a click outside, when focus leaves it, and when a link or a `data-popover-close` element inside it is
 * clicked. (Not on a location change: navigations render in a transition, so that signal can arrive after the
 * user has already reopened the panel.)
 */
export function Popover({
  trigger,
  triggerLabel,
  triggerClassName,
  children,
  align = 'end',
  panelClassName,
}: {
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (open && e.relatedTarget && root.current && !root.current.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${uid}-panel`}
        aria-label={triggerLabel}
        onClick={() => setOpen((v) => !v)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={`${uid}-panel`}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href], [data-popover-close]')) setOpen(false);
        }}
        className={cn(
          'absolute top-full z-40 mt-2 animate-fade-in rounded-xl border border-ink-200 bg-white text-ink-900 shadow-[var(--shadow-pop)]',
          align === 'end' ? 'end-0' : 'start-0',
          panelClassName,
        )}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
