import { useTranslation } from '../../../i18n/use-translation';
import { CheckCheck, Check, FileText, Image as ImageIcon, MessageSquareReply } from 'lucide-react';
import type { MessageDto } from '@app/shared/messaging';
import type { OfferDto } from '@app/shared/offers';
import { cn } from '../../../lib/cn';
import { countryName } from '../../../lib/countries';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { fileSize } from '../form-errors';
import { OfferCard } from './offer-card';
import { MessageTranslation } from '../../translation/public';

/** One message of a thread: text, inquiry details, a quote, a counter-proposal or a status line. */
export function MessageItem({
  message: m,
  offer,
  viewer,
  showReceipt,
}: {
  message: MessageDto;
  offer: OfferDto | undefined;
  viewer: 'buyer' | 'vendor' | 'admin';
  showReceipt: boolean;
}) {
  const { t, i18n } = useTranslation('messaging');
  const lang = i18n.language;

  if (m.kind === 'system') {
    return (
      <li className="flex justify-center" data-testid="message" data-kind="system">
        <span className="rounded-full bg-ink-100 px-3 py-1 text-xs text-ink-700">
          {t(`system.${m.body}`, { name: m.senderName, defaultValue: m.body })} · {formatDateTime(m.createdAt, lang)}
        </span>
      </li>
    );
  }

  const mine = m.mine;
  return (
    <li
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-kind={m.kind}
    >
      <span className="px-1 text-xs text-ink-500">
        {mine ? t('thread.you') : m.senderName} ·{' '}
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>
      </span>
      {m.kind === 'offer' ? (
        offer ? (
          <OfferCard offer={offer} viewer={viewer} />
        ) : (
          <div className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm text-ink-600">
            {t('thread.offerLoading')}
          </div>
        )
      ) : (
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-sm sm:max-w-[70%]',
            mine
              ? 'rounded-ee-sm bg-brand-700 text-white'
              : 'rounded-es-sm border border-ink-200 bg-white text-ink-900',
          )}
        >
          {m.kind === 'inquiry' && m.inquiry ? (
            <div className={cn('mb-2 rounded-lg px-3 py-2 text-xs', mine ? 'bg-brand-800/60' : 'bg-ink-50')}>
              <p className="mb-1 font-semibold">{t('thread.inquiryTitle')}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="opacity-80">{t('inquiry.quantity')}</dt>
                <dd>{formatQuantity(t, m.inquiry.quantity, m.inquiry.unit)}</dd>
                {m.inquiry.targetPrice ? (
                  <>
                    <dt className="opacity-80">{t('thread.targetPrice')}</dt>
                    <dd>
                      {m.inquiry.targetPrice} {m.inquiry.currency}
                    </dd>
                  </>
                ) : null}
                <dt className="opacity-80">{t('inquiry.destination')}</dt>
                <dd>{countryName(m.inquiry.destinationCountry, lang)}</dd>
                {m.inquiry.requiredBy ? (
                  <>
                    <dt className="opacity-80">{t('inquiry.requiredBy')}</dt>
                    <dd>{formatDate(m.inquiry.requiredBy, lang)}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          ) : null}
          {m.kind === 'counter' && m.counter ? (
            <p className="mb-1 flex items-center gap-1.5 font-semibold">
              <MessageSquareReply aria-hidden="true" className="size-4" />
              {t('thread.counterProposal', { price: `${m.counter.unitPrice} ${m.counter.currency}` })}
            </p>
          ) : null}
          {m.body ? <p className="break-words whitespace-pre-line">{m.body}</p> : null}
          {m.body && !mine ? <MessageTranslation conversationId={m.conversationId} messageId={m.id} /> : null}
          {m.attachments.length ? (
            <ul className="mt-2 space-y-1">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <a
                    href={a.url}
                    target="_blank"
                    rel="noreferrer"
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs underline-offset-2 hover:underline',
                      mine ? 'bg-brand-800/60' : 'bg-ink-50',
                    )}
                  >
                    {a.mime.startsWith('image/') ? (
                      <ImageIcon aria-hidden="true" className="size-3.5" />
                    ) : (
                      <FileText aria-hidden="true" className="size-3.5" />
                    )}
                    <span className="max-w-48 truncate">{a.filename}</span>
                    <span className="opacity-70">{fileSize(a.bytes)}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {mine && showReceipt ? (
        <span className="flex items-center gap-1 px-1 text-xs text-ink-500" data-testid="receipt">
          {m.seen ? (
            <CheckCheck aria-hidden="true" className="size-3.5 text-brand-700" />
          ) : (
            <Check aria-hidden="true" className="size-3.5" />
          )}
          {m.seen ? t('thread.seen') : t('thread.sent')}
        </span>
      ) : null}
    </li>
  );
}
