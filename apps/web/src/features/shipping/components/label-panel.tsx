import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Download, FileText, MapPinned, Receipt } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { commercialInvoiceUrl, packingListUrl } from '../shipment-documents';
import { CarrierTrackingLink } from './carrier-tracking-link';
import { ExternalLinkButton } from './external-link';
import { displayRef } from '../shipment-status';

export interface LabelInfo {
  shipmentId: string;
  orderRef: string;
  trackingNumber: string | null;
  carrier: string | null;
  labelUrl: string | null;
  /** Just bought (shows the success banner) or opened from the list. */
  justBought: boolean;
}

/** Download Label (spec 2.14): tracking number, carrier, the label PDF and the export documents. */
export function LabelPanel({ label, onTrack }: { label: LabelInfo | null; onTrack: (shipmentId: string) => void }) {
  const { t } = useTranslation('shipping');
  if (!label) {
    return (
      <Card>
        <EmptyState
          headingLevel="h2"
          icon={<FileText className="size-7" />}
          title={t('label.noneTitle')}
          description={t('label.noneText')}
        />
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader
        title={t('label.title')}
        description={
          <>
            <span className="block">{t('label.description')}</span>
            <span className="mt-1 block font-medium text-ink-800">
              {t('label.forOrder', { ref: displayRef(label.orderRef) })}
            </span>
          </>
        }
      />
      <CardBody className="space-y-6">
        {label.justBought ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
          >
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('label.ready')}
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('label.trackingNumber')}>
            <span
              className="font-mono text-lg font-bold break-all text-ink-900"
              dir="ltr"
              data-testid="tracking-number"
            >
              {label.trackingNumber ?? '—'}
            </span>
          </Item>
          <Item label={t('label.carrier')}>
            <span className="text-lg font-semibold text-ink-900">{label.carrier ?? '—'}</span>
          </Item>
        </dl>
        <CarrierTrackingLink carrier={label.carrier} trackingNumber={label.trackingNumber} />
        <div className="flex flex-wrap gap-2">
          {label.labelUrl ? (
            <ExternalLinkButton
              href={label.labelUrl}
              variant="primary"
              icon={<Download aria-hidden="true" className="size-4" />}
            >
              {t('label.download')}
            </ExternalLinkButton>
          ) : null}
          <Button
            variant="outline"
            onClick={() => onTrack(label.shipmentId)}
            icon={<MapPinned aria-hidden="true" className="size-4" />}
          >
            {t('label.trackThis')}
          </Button>
        </div>
        <section aria-labelledby="export-docs-heading" className="border-t border-ink-100 pt-5">
          <h3 id="export-docs-heading" className="text-sm font-semibold text-ink-900">
            {t('label.documents')}
          </h3>
          <div className="mt-3 flex flex-wrap gap-2">
            <ExternalLinkButton
              href={commercialInvoiceUrl(label.shipmentId)}
              size="sm"
              icon={<Receipt aria-hidden="true" className="size-4" />}
            >
              {t('label.commercialInvoice')}
            </ExternalLinkButton>
            <ExternalLinkButton
              href={packingListUrl(label.shipmentId)}
              size="sm"
              icon={<FileText aria-hidden="true" className="size-4" />}
            >
              {t('label.packingList')}
            </ExternalLinkButton>
          </div>
        </section>
      </CardBody>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
