import type { TFunction } from '../../../i18n/translator';
import type { NotificationDto } from '@app/shared/auth';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * Title and body of a notification from its kind (i18n keys kinds.<kind> and bodies.<kind>, interpolating data).
 * An amount the server also sent in minor units (`amountCents`, with `amountCurrency` when not USD) is written in the
 * reader's language instead of the server's English formatting (`amount`).
 */
export function notificationText(t: TFunction, n: NotificationDto, lang = 'en'): { title: string; body: string } {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(n.data)) {
    if (typeof v === 'string' || typeof v === 'number') values[k] = String(v);
  }
  for (const [k, v] of Object.entries(n.data)) {
    if (!k.endsWith('Cents') || typeof v !== 'number') continue;
    const name = k.slice(0, -'Cents'.length);
    const currency = n.data[`${name}Currency`];
    values[name] = formatMoney(v, typeof currency === 'string' ? currency : 'USD', lang);
  }
  // a day the server sent as yyyy-mm-dd (a buying request's closing day), written the reader's way
  if (typeof values.closesOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.closesOn))
    values.closesOn = formatDate(values.closesOn, lang);
  if (typeof values.role === 'string') values.role = t(`roles.${values.role}`, { defaultValue: values.role });
  const title = t(`kinds.${n.kind}`, { ...values, defaultValue: t('fallbackTitle') });
  const body = t(`bodies.${n.kind}`, { ...values, defaultValue: '' });
  return { title, body };
}

/**
 * Where a notification leads (data.link, set by the server), or null. Only paths inside this app: a link to another
 * origin ("//evil.example", "https://...", "javascript:") is never followed.
 */
export function notificationLink(n: Pick<NotificationDto, 'data'>): string | null {
  const link = n.data.link;
  if (typeof link !== 'string') return null;
  return /^\/(?![/\\])[^\s]*$/.test(link) ? link : null;
}
