import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs,
 * Home/End jump to the first/last one. Controlled (value + onChange) or uncontrolled (defaultValue).
 */
export function Tabs<K extends string>({
  items,
  value,
  defaultValue,
  onChange,
  label,
  className,
}: {
  items: ReadonlyArray<TabItem<K>>;
  value?: K;
  defaultValue?: K;
  onChange?: (id: K) => void;
  label: string;
  className?: string;
}) {
  const uid = useId();
  const [internal, setInternal] = useState<K | undefined>(defaultValue ?? items[0]?.id);
  const active = value ?? internal ?? items[0]?.id;
  const refs = useRef(new Map<K, HTMLButtonElement>());

  // Keep the selected tab visible when the tab bar scrolls sideways (narrow screens).
  useEffect(() => {
    if (active !== undefined) refs.current.get(active)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const select = (id: K) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Start from the focused tab (selection may lag a frame behind while the URL updates).
    const focused = items.findIndex((i) => refs.current.get(i.id) === document.activeElement);
    const index = focused !== -1 ? focused : items.findIndex((i) => i.id === active);
    if (index === -1) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = rtl ? index - 1 : index + 1;
    else if (e.key === 'ArrowLeft') next = rtl ? index + 1 : index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    select(item.id);
    refs.current.get(item.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-ink-200 px-1 [scrollbar-width:thin]"
      >
        {items.map((item) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              id={`${uid}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${uid}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              className={cn(
                '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:-outline-offset-4',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
              )}
            >
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.id === active ? (
          <div
            key={item.id}
            id={`${uid}-panel-${item.id}`}
            role="tabpanel"
            aria-labelledby={`${uid}-tab-${item.id}`}
            tabIndex={0}
            className="pt-6 focus-visible:outline-offset-4"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
