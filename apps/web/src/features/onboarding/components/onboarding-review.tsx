import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Pencil } from 'lucide-react';
import { priceToCents } from '@app/shared/catalog';
import { DOCUMENT_KINDS } from '@app/shared/verification';
import { Button } from '../../../components/ui/button';
import { countryName } from '../../../lib/countries';
import { formatPrice } from '../../../lib/format-price';
import { categoryName, paymentTermsName } from '../../../lib/catalog-labels';
import { formatQuantity } from '../../../lib/units';
import type { DocumentMap, OnboardingValues } from '../onboarding-form';
import { useFileSize } from './document-upload';

/** The review of everything entered, on the last step, each section with an Edit button that goes back to it. */
export function OnboardingReview({
  values,
  documents,
  imageCount,
  onEdit,
}: {
  values: OnboardingValues;
  documents: DocumentMap;
  imageCount: number;
  onEdit: (step: number) => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const size = useFileSize();
  const b = values.business;
  const p = values.product;
  const c = values.contact;
  const none = t('review.none');
  const priceText = /^\d{1,9}(\.\d{1,2})?$/.test(p.price.trim())
    ? formatPrice(priceToCents(p.price.trim()), p.currency, i18n.language)
    : p.price || none;
  const docs = DOCUMENT_KINDS.filter((k) => documents[k]);
  return (
    <section aria-labelledby="ob-review-heading" className="space-y-4 border-t border-ink-200 pt-6">
      <div>
        <h3 id="ob-review-heading" className="text-lg font-bold text-ink-900">
          {t('review.title')}
        </h3>
        <p className="text-sm text-ink-600">{t('review.intro')}</p>
      </div>
      <ReviewBlock title={t('steps.business')} onEdit={() => onEdit(0)}>
        <Item label={t('fields.businessName')} value={b.businessName || none} />
        <Item label={t('fields.businessType')} value={b.businessType ? t(`businessTypes.${b.businessType}`) : none} />
        <Item label={t('fields.businessLocation')} value={b.businessLocation || none} />
        <Item
          label={t('fields.businessCountry')}
          value={b.businessCountry ? countryName(b.businessCountry, i18n.language) : none}
        />
        <Item label={t('fields.yearEstablished')} value={b.yearEstablished || none} />
        <Item label={t('fields.businessDescription')} value={b.businessDescription || none} wide />
        <Item label={t('fields.primaryProducts')} value={b.primaryProducts || none} wide />
        {b.exportExperience ? <Item label={t('fields.exportExperience')} value={b.exportExperience} wide /> : null}
        {b.certifications ? <Item label={t('fields.certifications')} value={b.certifications} wide /> : null}
      </ReviewBlock>
      <ReviewBlock title={t('steps.documents')} onEdit={() => onEdit(1)}>
        {docs.length === 0 ? (
          <Item label={t('review.documents')} value={t('review.noDocuments')} wide />
        ) : (
          docs.map((k) => (
            <Item
              key={k}
              label={t(`documents.kinds.${k}`)}
              value={`${documents[k]?.filename ?? ''} (${size(documents[k]?.bytes ?? 0)})`}
            />
          ))
        )}
      </ReviewBlock>
      <ReviewBlock title={t('steps.product')} onEdit={() => onEdit(2)}>
        <Item label={t('catalog:form.fields.name')} value={p.name || none} />
        <Item label={t('catalog:form.fields.category')} value={p.category ? categoryName(t, p.category) : none} />
        <Item label={t('catalog:form.fields.price')} value={priceText} />
        <Item
          label={t('catalog:form.fields.minOrder')}
          value={
            p.minOrder
              ? p.unit && /^\d{1,9}$/.test(p.minOrder.trim())
                ? formatQuantity(t, Number(p.minOrder.trim()), p.unit)
                : p.minOrder
              : none
          }
        />
        <Item label={t('catalog:form.fields.origin')} value={p.origin || none} />
        <Item label={t('catalog:form.fields.leadTime')} value={p.leadTime || none} />
        <Item
          label={t('catalog:form.fields.paymentTerms')}
          value={p.paymentTerms ? paymentTermsName(t, p.paymentTerms) : none}
        />
        <Item label={t('review.images')} value={String(imageCount)} />
        {p.tags.length ? <Item label={t('catalog:form.fields.tags')} value={p.tags.join(', ')} wide /> : null}
      </ReviewBlock>
      <ReviewBlock title={t('review.contact')}>
        <Item label={t('fields.contactPerson')} value={c.contactPerson || none} />
        <Item label={t('fields.contactPhone')} value={c.contactPhone || none} />
        <Item label={t('fields.contactEmail')} value={c.contactEmail || none} />
        <Item label={t('fields.website')} value={c.website || none} />
        <Item label={t('fields.businessAddress')} value={c.businessAddress || none} wide />
      </ReviewBlock>
    </section>
  );
}

function ReviewBlock({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="rounded-xl border border-ink-200 bg-ink-50/50 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="font-semibold text-ink-900">{title}</h4>
        {onEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            icon={<Pencil aria-hidden="true" className="size-4" />}
            aria-label={t('review.editSection', { section: title })}
          >
            {t('review.edit')}
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </div>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-ink-900">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
