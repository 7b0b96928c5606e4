import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { FileText, Headset } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';

export const QUOTE_NOTE_MAX = 2000;

/**
 * Large orders can be paid by bank transfer at once; a buyer who wants a negotiated fee or special terms can still ask
 * for a quote with the details typed above and an optional note. The button submits the surrounding checkout form
 * (which validates, then sends the request).
 */
export function QuoteRequestPanel({
  note,
  onNoteChange,
  pending,
  error,
}: {
  note: string;
  onNoteChange: (note: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Headset aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold">
            {t('quote.title')}
          </h3>
          <p className="mt-1 text-sm">{t('quote.optionalText')}</p>
          <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
            <li>{t('quote.step1')}</li>
            <li>{t('quote.step2')}</li>
            <li>{t('quote.step3')}</li>
          </ol>
        </div>
      </div>
      <div className="mt-4 space-y-4">
        <Field label={t('quote.noteLabel')} hint={t('quote.noteHint')} optional>
          <Textarea
            rows={3}
            maxLength={QUOTE_NOTE_MAX}
            value={note}
            onChange={(e) => onNoteChange(e.target.value)}
            className="bg-white"
          />
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={pending} icon={<FileText aria-hidden="true" className="size-4" />}>
            {t('quote.submit')}
          </Button>
          <Link to="/contact" className="text-sm font-semibold text-blue-800 underline-offset-2 hover:underline">
            {t('quote.orContact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
