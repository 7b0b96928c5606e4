import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { revealDelta, scrollCues } from './tab-scroll';

/** Room kept clear at a clipped edge for its fade and arrow, in pixels. */
const CUE_WIDTH = 40;

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs,
 * Home/End jump to the first/last one. Controlled (value + onChange) or uncontrolled (defaultValue).
 * When the tabs do not fit, the bar scrolls sideways: a fade with an arrow marks each clipped edge (the start and end
 * follow the writing direction), the arrows scroll by a page, and the selected tab is always scrolled into view.
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
  const listRef = useRef<HTMLDivElement>(null);
  const [cues, setCues] = useState({ start: false, end: false });

  const updateCues = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = scrollCues(list);
    setCues((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // Re-measure when the bar or its tabs change size (window resize, language switch, a count badge appearing).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    updateCues();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateCues);
    observer.observe(list);
    for (const child of Array.from(list.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [items.length, updateCues]);

  // Keep the selected tab visible, clear of the fades; only the bar scrolls, never the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = active !== undefined ? refs.current.get(active) : undefined;
    if (!list || !tab) return;
    const delta = revealDelta(list.getBoundingClientRect(), tab.getBoundingClientRect(), CUE_WIDTH);
    if (delta !== 0) list.scrollBy({ left: delta });
    updateCues();
  }, [active, updateCues]);

  /** An arrow scrolls by most of the visible width toward its edge (physical direction follows dir). */
  const page = (edge: 'start' | 'end') => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const step = Math.max(CUE_WIDTH, list.clientWidth - 2 * CUE_WIDTH);
    const towardEnd = edge === 'end' ? 1 : -1;
    list.scrollBy({ left: step * towardEnd * (rtl ? -1 : 1), behavior: 'smooth' });
  };

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
      <div className="relative -mx-1" data-scroll-start={cues.start} data-scroll-end={cues.end}>
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          onScroll={updateCues}
          className="flex gap-1 overflow-x-auto overscroll-x-contain border-b border-ink-200 px-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
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
        <ScrollCue edge="start" visible={cues.start} onClick={() => page('start')} />
        <ScrollCue edge="end" visible={cues.end} onClick={() => page('end')} />
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

/**
 * The cue at a clipped edge: a fade over the last visible tab and an arrow that scrolls toward the hidden ones. Mouse
 * and touch only (keyboard users move with the arrow keys, which select and reveal the next tab), so it stays out of
 * the tab order and the accessibility tree.
 */
function ScrollCue({ edge, visible, onClick }: { edge: 'start' | 'end'; visible: boolean; onClick: () => void }) {
  const start = edge === 'start';
  return (
    <div
      aria-hidden="true"
      data-testid={`tabs-scroll-${edge}`}
      className={cn(
        'pointer-events-none absolute top-0 bottom-px flex w-12 items-center transition-opacity duration-150',
        start
          ? 'start-0 justify-start bg-linear-to-r from-ink-50 from-40% to-transparent rtl:bg-linear-to-l'
          : 'end-0 justify-end bg-linear-to-l from-ink-50 from-40% to-transparent rtl:bg-linear-to-r',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        className={cn(
          'flex size-7 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 shadow-sm hover:bg-ink-100 hover:text-ink-900',
          visible ? 'pointer-events-auto' : 'pointer-events-none',
        )}
      >
        {start ? <ChevronLeft className="size-4 rtl:rotate-180" /> : <ChevronRight className="size-4 rtl:rotate-180" />}
      </button>
    </div>
  );
}
