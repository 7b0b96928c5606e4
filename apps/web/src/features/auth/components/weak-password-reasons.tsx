import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/ui/field';

/**
 * The server's reasons for refusing a password (WEAK_PASSWORD details.reasons), already worded in the page language
 * (the server answers in the language the page sends).
 */
export function WeakPasswordReasons({ reasons }: { reasons: string[] | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <FormAlert title={t('weakPassword.title')}>
      {reasons && reasons.length > 0 ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : (
        <p>{t('weakPassword.text')}</p>
      )}
    </FormAlert>
  );
}
