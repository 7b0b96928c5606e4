import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Disclosure list: each header is a button with aria-expanded controlling its region. */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 'h3',
  className,
}: {
  items: ReadonlyArray<AccordionItem>;
  multiple?: boolean;
  defaultOpen?: string[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const uid = useId();
  const [open, setOpen] = useState<Set<string>>(new Set(defaultOpen));
  const Heading = headingLevel;

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(multiple ? prev : []);
      if (prev.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div
      className={cn('divide-y divide-ink-200 rounded-[var(--radius-card)] border border-ink-200 bg-white', className)}
    >
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${uid}-btn-${item.id}`;
        const panelId = `${uid}-panel-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-sm font-semibold text-ink-900 hover:bg-ink-50"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-ink-500 transition-transform', isOpen && 'rotate-180')}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-sm text-ink-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
