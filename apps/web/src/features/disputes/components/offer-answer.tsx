import { useTranslation } from '../../../i18n/use-translation';
import type { DisputeDto } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useAnswerOffer } from '../api/answer-offer';
import { usd } from '../dispute-format';

/** The buyer accepts or rejects the vendor's partial refund offer. */
export function OfferAnswer({ dispute }: { dispute: DisputeDto }) {
  const { t, i18n } = useTranslation('disputes');
  const toast = useToast();
  const answer = useAnswerOffer();
  const amount = usd(dispute.offerCents ?? 0, i18n.language);
  const go = (decision: 'ACCEPT' | 'REJECT') =>
    answer.mutate(
      { id: dispute.id, decision },
      { onSuccess: () => toast.success(t(decision === 'ACCEPT' ? 'offerAnswer.accepted' : 'offerAnswer.rejected')) },
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-800">{t('offerAnswer.text', { vendor: dispute.vendorName, amount })}</p>
      {answer.isError ? <FormAlert>{errorMessage(t, answer.error, 'actionFailed')}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => go('ACCEPT')}
          loading={answer.isPending && answer.variables?.decision === 'ACCEPT'}
          disabled={answer.isPending}
        >
          {t('offerAnswer.accept', { amount })}
        </Button>
        <Button
          variant="outline"
          onClick={() => go('REJECT')}
          loading={answer.isPending && answer.variables?.decision === 'REJECT'}
          disabled={answer.isPending}
        >
          {t('offerAnswer.reject')}
        </Button>
      </div>
    </div>
  );
}
