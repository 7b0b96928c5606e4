import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Ban, RotateCcw } from 'lucide-react';
import { repostInput, RFQ_LIMITS, type RfqDto } from '@app/shared/rfqs';
import { Button } from '../../../components/ui/button';
import { Dialog, useConfirm } from '../../../components/ui/dialog';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { useCloseRfq } from '../api/close-rfq';
import { useRepostRfq } from '../api/repost-rfq';
import { DEFAULT_OPEN_DAYS, isoDaysFrom, latestClosingDate } from '../rfq-form';
import { rfqStatusNow } from '../rfq-status';

/** The owner's actions on a request: close it while it is open; repost a copy (with a new closing date) after. */
export function BuyerRfqActions({ rfq }: { rfq: RfqDto }) {
  const { t } = useTranslation('rfqs');
  const confirm = useConfirm();
  const toast = useToast();
  const close = useCloseRfq(rfq.id);
  const [repostOpen, setRepostOpen] = useState(false);
  const open = rfqStatusNow(rfq) === 'OPEN';

  async function closeRequest() {
    const ok = await confirm({
      title: t('actions.closeTitle'),
      message: t('actions.closeText'),
      confirmLabel: t('actions.close'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await close.mutateAsync();
      toast.success(t('actions.closed'));
    } catch (err) {
      toast.error(errorMessage(t, err, 'actions.closeFailed'));
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {open ? (
        <Button
          variant="outline"
          loading={close.isPending}
          icon={<Ban aria-hidden="true" className="size-4" />}
          onClick={() => void closeRequest()}
        >
          {t('actions.close')}
        </Button>
      ) : (
        <Button
          variant="outline"
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          onClick={() => setRepostOpen(true)}
        >
          {t('actions.repost')}
        </Button>
      )}
      {repostOpen ? <RepostDialog rfq={rfq} onClose={() => setRepostOpen(false)} /> : null}
    </div>
  );
}

function RepostDialog({ rfq, onClose }: { rfq: RfqDto; onClose: () => void }) {
  const { t } = useTranslation('rfqs');
  const navigate = useNavigate();
  const toast = useToast();
  const repost = useRepostRfq(rfq.id);
  const [closesOn, setClosesOn] = useState(isoDaysFrom(DEFAULT_OPEN_DAYS));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = repostInput.safeParse({ closesOn });
    if (!parsed.success) {
      setError(issueFields(t, parsed.error).closesOn);
      return;
    }
    setError(undefined);
    try {
      const copy = await repost.mutateAsync(parsed.data.closesOn);
      toast.success(t('actions.reposted'));
      onClose();
      void navigate(`/rfqs/${encodeURIComponent(copy.id)}`);
    } catch (err) {
      setError(fieldErrors(err).closesOn);
      setFormError(errorMessage(t, err, 'actions.repostFailed'));
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('actions.repostTitle')} description={t('actions.repostText')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('actions.repostTitle')}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Field
          label={t('form.closesOn')}
          error={error}
          required
          hint={t('form.closesOnHint', { days: RFQ_LIMITS.maxOpenDays })}
        >
          <Input
            type="date"
            min={isoDaysFrom(0)}
            max={latestClosingDate()}
            value={closesOn}
            onChange={(e) => setClosesOn(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" loading={repost.isPending} icon={<RotateCcw aria-hidden="true" className="size-4" />}>
            {t('actions.repostSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
