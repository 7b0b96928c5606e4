import {
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * A labelled table. On a phone (below 640 px) each row becomes a card: every cell on its own line after its column's
 * name, so the row's actions stay on screen instead of past a sideways scroll. `stack={false}` keeps the scrolling table
 * (for grids whose columns must be compared side by side).
 */
export function Table({
  caption,
  className,
  children,
  stack = true,
}: {
  caption: ReactNode;
  className?: string;
  children: ReactNode;
  stack?: boolean;
}) {
  const ref = useRef<HTMLTableElement>(null);
  useColumnLabels(ref, stack);
  return (
    <div
      className={cn('relative overflow-x-auto rounded-[var(--radius-card)] border border-ink-200 bg-white', className)}
    >
      <table ref={ref} className={cn('w-full min-w-[36rem] border-collapse text-sm', stack && 'table-stack')}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * Gives each body cell its column's name (`data-label`, shown before the cell on a phone), and keeps doing so as rows
 * come and go. A cell that spans columns or whose column has no name (an actions column) gets none.
 */
function useColumnLabels(ref: RefObject<HTMLTableElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const table = ref.current;
    if (!enabled || !table) return;
    const label = () => {
      const heads = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) => th.textContent?.trim() ?? '');
      for (const body of Array.from(table.tBodies)) {
        for (const row of Array.from(body.rows)) {
          let column = 0;
          for (const cell of Array.from(row.cells)) {
            const name = cell.colSpan === 1 ? heads[column] : '';
            if (name && cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
            if (!name && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
            column += cell.colSpan;
          }
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref, enabled]);
}

export function THead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('bg-ink-50 text-xs uppercase tracking-wide text-ink-600', className)} {...rest} />;
}

export function TBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-ink-100', className)} {...rest} />;
}

export function TR({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-ink-50/60', className)} {...rest} />;
}

export function TH({ className, scope = 'col', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cn('px-4 py-3 text-start font-semibold', className)} {...rest} />;
}

export function TD({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle text-ink-800', className)} {...rest} />;
}
