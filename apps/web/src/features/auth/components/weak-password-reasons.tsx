import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/field';

/** The server's reason texts (apps/server password rules), mapped to catalogue keys so they can be translated. */
const KNOWN_REASONS: Array<[RegExp, string]> = [
  [/at least \d+ characters/i, 'weakPassword.reasons.tooShort'],
  [/at most \d+ characters/i, 'weakPassword.reasons.tooLong'],
  [/too common/i, 'weakPassword.reasons.common'],
  [/repeated character/i, 'weakPassword.reasons.repeated'],
  [/e-?mail address/i, 'weakPassword.reasons.email'],
  [/your name/i, 'weakPassword.reasons.name'],
];

export function translateReason(t: TFunction<'auth'>, reason: string): string {
  for (const [pattern, key] of KNOWN_REASONS) {
    if (pattern.test(reason)) {
      const n = /\d+/.exec(reason)?.[0];
      return t(key, { n: n ? Number(n) : 0 });
    }
  }
  return reason;
}

/** The server's reasons for refusing a password (WEAK_PASSWORD details.reasons). */
export function WeakPasswordReasons({ reasons }: { reasons: string[] | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <FormAlert title={t('weakPassword.title')}>
      {reasons && reasons.length > 0 ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {reasons.map((r) => (
            <li key={r}>{translateReason(t, r)}</li>
          ))}
        </ul>
      ) : (
        <p>{t('weakPassword.text')}</p>
      )}
    </FormAlert>
  );
}
