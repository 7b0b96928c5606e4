import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Bot, Headphones, MessageCircle, Send, X } from 'lucide-react';
import { LANGUAGES } from '@app/shared/constants';
import { formatTime } from '../../../lib/dates';
import { asLanguage, conciergeGreeting, offersPerson } from './concierge-answers';
import { ChatBubble, SourceLinks, TypingIndicator } from './concierge-chat-messages';
import { useConciergeConversation } from './use-concierge-conversation';

/**
 * The floating launcher and the chat panel of the AI concierge. The panel stays mounted while closed so the
 * conversation survives closing and reopening.
 */
export function ConciergeChat({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('marketing');
  const { t: tc } = useTranslation('concierge');
  const { language, setLanguage, greetedAt, messages, input, setInput, pending, escalating, send, talkToPerson } =
    useConciergeConversation(open);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  // Focus the input on open; give focus back to whatever opened the panel on close.
  useEffect(() => {
    if (open) {
      openerRef.current = document.activeElement;
      inputRef.current?.focus();
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send(input);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(input);
    }
  }

  function onPanelKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onOpenChange(false);
    }
  }

  const time = (d: Date) => formatTime(d, i18n.language);
  // A reloaded conversation starts before this page opened: the greeting sits at its start.
  const first = messages[0]?.timestamp;
  const greetingTime = first && first < greetedAt ? first : greetedAt;
  const suggestions = [t('chat.suggestFees'), t('chat.suggestEscrow'), t('chat.suggestShipping')];

  return (
    <>
      <div
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="fixed inset-x-3 bottom-20 z-40 flex max-h-[min(75vh,36rem)] flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-[var(--shadow-pop)] animate-fade-in sm:inset-x-auto sm:end-5 sm:w-[24rem] print:hidden"
      >
        <header className="flex items-center gap-3 bg-gradient-to-r from-brand-800 to-brand-600 px-4 py-3 text-white rtl:bg-gradient-to-l">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15"
          >
            <Bot className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-sm font-semibold">
              {t('chat.title')}
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-brand-100">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent-300" />
              {t('chat.status')}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="flex size-9 items-center justify-center rounded-lg text-white/90 hover:bg-white/15 hover:text-white"
            aria-label={t('chat.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        <div className="flex items-center gap-2 border-b border-ink-100 bg-ink-50 px-4 py-2">
          <label htmlFor={`${panelId}-lang`} className="text-xs font-medium text-ink-700">
            {tc('defaultLanguage')}
          </label>
          <select
            id={`${panelId}-lang`}
            value={language}
            onChange={(e) => setLanguage(asLanguage(e.target.value))}
            className="h-8 rounded-md border border-ink-300 bg-white px-2 pe-7 text-xs text-ink-900"
          >
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {t(`languages.${lng}`)}
              </option>
            ))}
          </select>
        </div>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('chat.title')}
          className="flex min-h-48 flex-1 flex-col gap-3 overflow-y-auto bg-white px-4 py-4"
        >
          <ChatBubble
            mine={false}
            speaker={t('chat.bot')}
            language={language}
            time={greetingTime}
            timeText={time(greetingTime)}
          >
            {conciergeGreeting(i18n, language)}
          </ChatBubble>
          {messages.map((m, i) => {
            const mine = m.type === 'user';
            // Only under the latest reply: once the user moved on, the offer would be noise.
            const offer = offersPerson(m) && i === messages.length - 1;
            return (
              <ChatBubble
                key={m.id}
                mine={mine}
                speaker={mine ? t('chat.you') : t('chat.bot')}
                language={m.language}
                time={m.timestamp}
                timeText={time(m.timestamp)}
                footer={
                  mine ? null : (
                    <>
                      <SourceLinks sources={m.sources} label={tc('source')} />
                      {offer ? (
                        <button
                          type="button"
                          onClick={() => void talkToPerson()}
                          disabled={escalating}
                          aria-busy={escalating}
                          data-testid="chat-handoff"
                          className="mt-1.5 inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
                        >
                          <Headphones aria-hidden="true" className="size-4" />
                          {tc('talkToPerson')}
                        </button>
                      ) : null}
                    </>
                  )
                }
              >
                {m.content}
              </ChatBubble>
            );
          })}
          {pending > 0 ? <TypingIndicator label={t('chat.typing')} /> : null}
        </div>

        {messages.length === 0 ? (
          <div className="border-t border-ink-100 px-4 py-2">
            <p className="sr-only">{t('chat.suggestionsLabel')}</p>
            <ul className="flex flex-wrap gap-2">
              {suggestions.map((s) => (
                <li key={s}>
                  <button
                    type="button"
                    onClick={() => void send(s)}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-ink-100 bg-white p-3">
          <label htmlFor={`${panelId}-input`} className="sr-only">
            {t('chat.inputLabel')}
          </label>
          <textarea
            ref={inputRef}
            id={`${panelId}-input`}
            rows={1}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-ink-300 px-3 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
          />
          <button
            type="submit"
            disabled={input.trim() === ''}
            aria-label={t('chat.send')}
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-2 bg-white px-4 pb-3">
          <p className="min-w-0 flex-1 text-[11px] text-ink-500">{tc('disclaimer')}</p>
          <button
            type="button"
            onClick={() => void talkToPerson()}
            disabled={escalating}
            aria-busy={escalating}
            className="inline-flex items-center gap-1 rounded-full border border-ink-300 px-2.5 py-1 text-xs font-medium text-ink-800 hover:bg-ink-50 disabled:opacity-50"
          >
            <Headphones aria-hidden="true" className="size-3.5" />
            {tc('talkToPerson')}
          </button>
        </div>
      </div>

      <button
        type="button"
        onClick={() => onOpenChange(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('chat.close') : t('chat.open')}
        className="fixed bottom-4 end-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-[var(--shadow-pop)] transition-transform hover:scale-105 hover:bg-accent-300 sm:end-5 print:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  );
}
