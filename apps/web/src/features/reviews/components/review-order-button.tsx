import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Star } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import type { ReviewOptionsDto } from '@app/shared/reviews';
import { REVIEW_BODY_MAX } from '@app/shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useMyReviewed } from '../api/get-my-reviewed';
import { useReviewOptions } from '../api/get-review-options';
import { useSubmitReviews } from '../api/submit-reviews';
import { StarInput } from './stars';

const REVIEWABLE = new Set(['RELEASED', 'PARTIALLY_REFUNDED']);

/** Whether the buyer may review this vendor order now (its payment reached the vendor). */
export function isReviewable(vo: Pick<VendorOrderDto, 'escrowStatus'>): boolean {
  return REVIEWABLE.has(vo.escrowStatus);
}

/** "Write a review" on a released vendor order of the buyer's list; "Reviewed" once the supplier and every product are rated. */
export function ReviewOrderButton({ vendorOrder }: { vendorOrder: VendorOrderDto }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const mine = useMyReviewed();
  if (!isReviewable(vendorOrder)) return null;
  const reviewable = new Set(vendorOrder.items.map((i) => i.productId)).size + 1;
  const reviewed = mine.data?.items.find((i) => i.vendorOrderId === vendorOrder.id)?.reviewed ?? 0;
  // the dialog stays mounted while open, even once everything is reviewed, so its success message still shows
  return (
    <>
      {reviewed >= reviewable ? (
        <Badge tone="green" icon={<CheckCircle2 className="size-3.5" />}>
          {t('reviewed')}
        </Badge>
      ) : (
        <Button
          size="sm"
          variant="outline"
          icon={<Star aria-hidden="true" className="size-4" />}
          onClick={() => setOpen(true)}
          aria-label={t('writeNamed', { vendor: vendorOrder.vendorName })}
        >
          {reviewed > 0 ? t('finishReview') : t('write')}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('dialogTitle', { vendor: vendorOrder.vendorName })}
        description={t('dialogIntro')}
        size="lg"
      >
        {open ? <ReviewForm vendorOrderId={vendorOrder.id} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

interface Entry {
  rating: number;
  body: string;
}

function ReviewForm({ vendorOrderId, onDone }: { vendorOrderId: string; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const options = useReviewOptions(vendorOrderId, true);
  return (
    <QueryState
      query={options}
      loading={{ label: t('loading') }}
      error={{ title: t('loadFailed'), ns: 'reviews', fallback: 'loadFailedText' }}
    >
      {(data) => <ReviewFormBody options={data} onDone={onDone} />}
    </QueryState>
  );
}

function ReviewFormBody({ options, onDone }: { options: ReviewOptionsDto; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const submit = useSubmitReviews();
  const [vendor, setVendor] = useState<Entry>({ rating: 0, body: '' });
  const [products, setProducts] = useState<Record<string, Entry>>({});
  const [missing, setMissing] = useState(false);
  if (!options.canReview) {
    return <FormAlert tone="info">{t(options.blockedBy === 'NOT_RELEASED' ? 'notReleased' : 'allReviewed')}</FormAlert>;
  }
  const openProducts = options.products.filter((p) => !p.review);
  const entry = (id: string) => products[id] ?? { rating: 0, body: '' };
  const setEntry = (id: string, e: Entry) => setProducts((prev) => ({ ...prev, [id]: e }));

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const rated = openProducts
          .filter((p) => entry(p.productId).rating > 0)
          .map((p) => ({ productId: p.productId, ...entry(p.productId) }));
        const vendorEntry = !options.vendor && vendor.rating > 0 ? vendor : null;
        if (!vendorEntry && rated.length === 0) {
          setMissing(true);
          return;
        }
        submit.mutate(
          { vendorOrderId: options.vendorOrderId, vendor: vendorEntry, products: rated },
          {
            onSuccess: () => {
              toast.success(t('thanks'));
              onDone();
            },
          },
        );
      }}
    >
      {missing ? <FormAlert>{t('rateSomething')}</FormAlert> : null}
      {submit.isError ? (
        <FormAlert>{errorMessage(t, submit.error, 'submitFailed', { CONFLICT: 'alreadyReviewed' })}</FormAlert>
      ) : null}
      {options.vendor ? null : (
        <section className="space-y-3 rounded-xl border border-ink-200 p-4">
          <h3 className="font-semibold text-ink-900">{t('supplierHeading', { vendor: options.vendorName })}</h3>
          <StarInput
            label={t('supplierRating')}
            value={vendor.rating}
            onChange={(rating) => setVendor({ ...vendor, rating })}
          />
          <Field label={t('comment')} optional>
            <Textarea
              value={vendor.body}
              maxLength={REVIEW_BODY_MAX}
              rows={3}
              onChange={(e) => setVendor({ ...vendor, body: e.target.value })}
              placeholder={t('supplierPlaceholder')}
            />
          </Field>
        </section>
      )}
      {openProducts.map((p) => (
        <section key={p.productId} className="space-y-3 rounded-xl border border-ink-200 p-4">
          <div className="flex items-center gap-3">
            {p.imageUrl ? <img src={p.imageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : null}
            <h3 className="min-w-0 font-semibold text-ink-900">{p.name}</h3>
          </div>
          <StarInput
            label={t('productRating', { product: p.name })}
            value={entry(p.productId).rating}
            onChange={(rating) => setEntry(p.productId, { ...entry(p.productId), rating })}
          />
          <Field label={t('comment')} optional>
            <Textarea
              value={entry(p.productId).body}
              maxLength={REVIEW_BODY_MAX}
              rows={3}
              onChange={(e) => setEntry(p.productId, { ...entry(p.productId), body: e.target.value })}
              placeholder={t('productPlaceholder')}
            />
          </Field>
        </section>
      ))}
      <p className="text-xs text-ink-600">{t('publicNote')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common:ui.cancel')}
        </Button>
        <Button type="submit" loading={submit.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
