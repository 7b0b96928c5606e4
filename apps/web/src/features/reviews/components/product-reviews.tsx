import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageSquareReply, Star, Store } from 'lucide-react';
import type { ProductReviewsResponse, ReviewDto } from '@app/shared/reviews';
import { REVIEW_BODY_MAX } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Textarea } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { countryName } from '../../../lib/countries';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatDate, formatNumber } from '../../../lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { useReplyToReview } from '../api/reply-review';
import { Stars } from './stars';

/** The product page's reviews: average, distribution, then each review with the vendor's reply (spec issue 7). */
export function ProductReviews({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('reviews');
  const lang = i18n.language;
  const query = useProductReviews(productId);

  const reviews = ({ summary, items }: ProductReviewsResponse) => (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <div>
        <p className="text-4xl font-bold text-ink-900 tabular-nums" data-testid="rating-average">
          {formatNumber(summary.average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </p>
        <Stars rating={summary.average} size="lg" className="mt-1" />
        <p className="mt-1 text-sm text-ink-600" data-testid="rating-count">
          {t('basedOn', { n: formatNumber(summary.count, lang) })}
        </p>
        <ul className="mt-4 space-y-1.5" aria-label={t('distribution')}>
          {[5, 4, 3, 2, 1].map((n) => {
            const c = summary.distribution[n - 1] ?? 0;
            return (
              <li key={n} className="flex items-center gap-2 text-xs text-ink-700">
                <span className="w-12 shrink-0">{t('starOption', { n })}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-accent-400"
                    style={{ width: `${summary.count ? (c / summary.count) * 100 : 0}%` }}
                  />
                </span>
                <span className="w-6 text-end tabular-nums">{formatNumber(c, lang)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <ul className="divide-y divide-ink-100" aria-label={t('listLabel')}>
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </ul>
    </div>
  );

  return (
    <Card id="reviews" className="scroll-mt-24">
      <CardHeader title={t('title')} description={t('subtitle')} />
      <CardBody>
        <QueryState
          query={query}
          loading={{ count: 4, label: t('loading') }}
          error={{ title: t('loadFailed'), ns: 'reviews', fallback: 'loadFailedText' }}
          isEmpty={(data) => data.summary.count === 0}
          empty={
            <EmptyState
              icon={<Star className="size-7" />}
              title={t('emptyTitle')}
              description={t('emptyText')}
              className="py-8"
            />
          }
        >
          {reviews}
        </QueryState>
      </CardBody>
    </Card>
  );
}

/** One review with its reply, or the vendor's reply form (also used by the vendor's Reviews tab). */
export function ReviewItem({ review, showSubject = false }: { review: ReviewDto; showSubject?: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  const lang = i18n.language;
  return (
    <li className="py-4 first:pt-0" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink-900">
          <bdi>{review.authorName}</bdi>
          {review.authorCountry ? (
            <span className="ms-2 font-normal text-ink-500">{countryName(review.authorCountry, lang)}</span>
          ) : null}
        </p>
        <span className="text-xs text-ink-500">{formatDate(review.createdAt, lang)}</span>
      </div>
      {showSubject ? (
        <p className="mt-0.5 text-xs font-medium text-brand-800">
          {review.productId ? (
            <Link to={`/products/${review.productId}#reviews`} className="hover:underline">
              {review.productName}
            </Link>
          ) : (
            t('aboutSupplier')
          )}
        </p>
      ) : null}
      <Stars rating={review.rating} className="mt-1" />
      {review.body ? (
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-800">{review.body}</p>
      ) : null}
      <p className="mt-1 text-xs text-ink-500">{t('verifiedPurchase')}</p>
      {review.reply ? (
        <div className="mt-3 rounded-lg border-s-4 border-brand-300 bg-brand-50/60 px-4 py-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
            <Store aria-hidden="true" className="size-3.5" />
            {t('replyFrom', { vendor: review.vendorName })}
            {review.repliedAt ? (
              <span className="font-normal text-ink-500">· {formatDate(review.repliedAt, lang)}</span>
            ) : null}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{review.reply}</p>
        </div>
      ) : review.canReply ? (
        <ReplyForm reviewId={review.id} />
      ) : null}
    </li>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('reviews');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        className="mt-3"
        icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {t('reply')}
      </Button>
    );
  }
  const error = reply.isError
    ? (fieldErrors(reply.error).body ?? errorMessage(t, reply.error, 'replyFailed', { CONFLICT: 'alreadyReplied' }))
    : undefined;
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate({ reviewId, body: text }, { onSuccess: () => toast.success(t('replySent')) });
      }}
    >
      <Field label={t('replyLabel')} hint={t('replyHint')} error={error}>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={REVIEW_BODY_MAX}
          rows={3}
          required
          minLength={2}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('sendReply')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('common:ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
