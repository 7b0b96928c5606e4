import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { RTL_LANGUAGES, type Language } from '@app/shared/constants';
import type { ChatSource } from '@app/shared/concierge';
import { cn } from '../../../lib/cn';
import { isInternalUrl } from './concierge-answers';

/** The articles and pages a bot reply is drawn from. */
export function SourceLinks({ sources, label }: { sources: ChatSource[]; label: string }) {
  if (sources.length === 0) return null;
  return (
    <ul className="mt-1 flex max-w-[85%] flex-col gap-0.5 text-xs" aria-label={label}>
      {sources.map((s) => (
        <li key={`${s.url}-${s.title}`} className="flex items-center gap-1 text-ink-600">
          <FileText aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" />
          <span className="sr-only">{label}: </span>
          {isInternalUrl(s.url) ? (
            <Link
              to={s.url}
              className="truncate font-medium text-brand-700 underline-offset-2 hover:underline"
              data-testid="chat-source"
            >
              {s.title}
            </Link>
          ) : (
            <a
              href={s.url}
              className="truncate font-medium text-brand-700 underline-offset-2 hover:underline"
              rel="noopener noreferrer"
              target="_blank"
              data-testid="chat-source"
            >
              {s.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One message of the log: who said it (for screen readers), the text, what goes under it (sources, the hand-off
 * button) and its time. The user's own text keeps its own direction; a bot reply is in the language it was written in.
 */
export function ChatBubble({
  mine,
  speaker,
  language,
  time,
  timeText,
  children,
  footer,
}: {
  mine: boolean;
  speaker: string;
  /** the reply's language (bot messages only) */
  language?: Language | undefined;
  time: Date;
  timeText: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{speaker}:</span>
      <p
        lang={mine ? undefined : language}
        dir={mine || !language ? 'auto' : RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-ink-100 text-ink-900',
        )}
      >
        {children}
      </p>
      {footer}
      <time dateTime={time.toISOString()} className="mt-1 text-[11px] text-ink-500">
        {timeText}
      </time>
    </div>
  );
}

/** The three bouncing dots while a reply is on its way. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div className="flex items-start" data-testid="chat-typing">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="flex items-center gap-1 rounded-2xl rounded-es-sm bg-ink-100 px-4 py-3">
        <span className="size-2 animate-bounce rounded-full bg-ink-500 [animation-delay:-0.3s]" />
        <span className="size-2 animate-bounce rounded-full bg-ink-500 [animation-delay:-0.15s]" />
        <span className="size-2 animate-bounce rounded-full bg-ink-500" />
      </span>
    </div>
  );
}
