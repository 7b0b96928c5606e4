/**
 * E-mails in the five languages. The texts are the catalogues `src/i18n/<lang>/mail.json`, rendered by
 * lib/i18n-texts.ts (`{{placeholders}}`); every language has the same keys and placeholders as English (the web's
 * catalogue test, and mail.test.ts).
 */
import type { Language } from '@app/shared/constants';
import { NOTIFICATION_KINDS, type NotificationKind } from '@app/shared/notifications';
import {
  MAIL_CATALOGUES,
  serverText,
  type MailCatalogue,
  type TextKey,
  type TextValues,
} from '../../lib/i18n-texts.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Notification kinds shown in the app only, never e-mailed; every other kind has an e-mail in every language. */
const IN_APP_ONLY = [
  'account.role_switched',
  'offer.rejected',
  'vendor.product_deactivated',
  'vendor.product_reactivated',
  'admin.fraud_alert',
] as const satisfies readonly NotificationKind[];

export type NotificationMailKind = Exclude<NotificationKind, (typeof IN_APP_ONLY)[number]>;

export const NOTIFICATION_MAIL_KINDS: readonly NotificationMailKind[] = NOTIFICATION_KINDS.filter(
  (kind): kind is NotificationMailKind => !(IN_APP_ONLY as readonly string[]).includes(kind),
);

/** The texts of every language, as the catalogues hold them (`src/i18n/<lang>/mail.json`). */
export const MAIL_STRINGS: Record<Language, MailCatalogue> = MAIL_CATALOGUES;

const t = (lang: Language, key: TextKey<'mail'>, values?: TextValues) => serverText('mail', lang, key, values);

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(
  lang: Language,
  paragraphs: string[],
  action?: { label: string; url: string },
): { text: string; html: string } {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${body}${button}</body></html>`;
  return { text, html };
}

export function renderVerifyEmail(lang: Language, name: string, url: string, hours: number): RenderedMail {
  return {
    subject: t(lang, 'verifySubject'),
    ...layout(
      lang,
      [t(lang, 'greeting', { name }), t(lang, 'verifyBody', { hours }), t(lang, 'ignore'), t(lang, 'signoff')],
      { label: t(lang, 'verifyAction'), url },
    ),
  };
}

export function renderPasswordReset(lang: Language, name: string, url: string, minutes: number): RenderedMail {
  return {
    subject: t(lang, 'resetSubject'),
    ...layout(
      lang,
      [t(lang, 'greeting', { name }), t(lang, 'resetBody', { minutes }), t(lang, 'ignore'), t(lang, 'signoff')],
      { label: t(lang, 'resetAction'), url },
    ),
  };
}

export function renderContactAck(
  lang: Language,
  name: string,
  reference: string,
  subject: string,
  hours: number,
): RenderedMail {
  return {
    subject: t(lang, 'contactAckSubject', { reference }),
    ...layout(lang, [
      t(lang, 'greeting', { name }),
      t(lang, 'contactAckBody', { reference, subject, hours }),
      t(lang, 'signoff'),
    ]),
  };
}

export function renderNotification(
  lang: Language,
  kind: NotificationMailKind,
  name: string,
  url: string,
  data: Record<string, unknown> = {},
): RenderedMail {
  const vars = Object.fromEntries(
    Object.entries(data).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
  return {
    subject: t(lang, `kinds.${kind}.subject`, vars),
    ...layout(lang, [t(lang, 'greeting', { name }), t(lang, `kinds.${kind}.body`, vars), t(lang, 'signoff')], {
      label: t(lang, 'notificationAction'),
      url,
    }),
  };
}

export function isNotificationMailKind(kind: string): kind is NotificationMailKind {
  return (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(kind);
}
