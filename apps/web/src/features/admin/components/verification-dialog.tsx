import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, useConfirm } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDecideVerification, type VerificationDecision } from '../api/decide-verification';
import { useVerification } from '../api/get-verification';
import type { VerificationStatus } from '../api/list-verifications';
import { serverMessage } from '../lib/server-message';
import { ReasonDialog } from './reason-dialog';

export const VERIFICATION_TONES: Record<VerificationStatus, BadgeTone> = {
  PENDING: 'amber',
  APPROVED: 'green',
  REJECTED: 'red',
  INFO_REQUESTED: 'blue',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-ink-600">{label}</dt>
      <dd className="break-words text-ink-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** One vendor's verification: the business, contact and documents, and the admin's decision. */
export function VerificationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const app = useVerification(id);
  const decide = useDecideVerification();
  const confirm = useConfirm();
  const toast = useToast();
  const [asking, setAsking] = useState<Exclude<VerificationDecision, 'approve'> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (decision: VerificationDecision, reason: string) => {
    if (!id) return;
    setError(null);
    decide.mutate(
      { id, decision, reason },
      {
        onSuccess: () => {
          toast.success(t(`console.verifications.done.${decision}`));
          setAsking(null);
        },
        onError: (e) => setError(serverMessage(t, e, 'console.actionFailed')),
      },
    );
  };

  const approve = async () => {
    const ok = await confirm({
      title: t('console.verifications.approveTitle'),
      message: t('console.verifications.approveText', { name: app.data?.business.businessName ?? '' }),
      confirmLabel: t('console.verifications.approve'),
    });
    if (ok) run('approve', '');
  };

  const close = () => {
    setError(null);
    setAsking(null);
    onClose();
  };
  const a = app.data;
  const decided = a && a.status !== 'PENDING';

  return (
    <>
      <Dialog
        open={Boolean(id) && !asking}
        onClose={close}
        size="lg"
        title={a ? a.business.businessName : t('console.verifications.detailTitle')}
        description={
          a ? (
            <Badge tone={VERIFICATION_TONES[a.status]}>{t(`console.verifications.status.${a.status}`)}</Badge>
          ) : undefined
        }
        footer={
          a ? (
            <>
              <Button variant="outline" onClick={() => setAsking('request-info')} disabled={decided}>
                {t('console.verifications.requestInfo')}
              </Button>
              <Button variant="danger" onClick={() => setAsking('reject')} disabled={decided}>
                {t('console.verifications.reject')}
              </Button>
              <Button onClick={() => void approve()} loading={decide.isPending} disabled={decided}>
                {t('console.verifications.approve')}
              </Button>
            </>
          ) : undefined
        }
      >
        <QueryState
          query={app}
          loading={{ count: 6 }}
          error={{ ns: 'admin', fallback: 'console.verifications.failed' }}
        >
          {(a) => (
            <div className="max-h-[60vh] space-y-5 overflow-y-auto text-sm">
              {error ? <FormAlert>{error}</FormAlert> : null}
              {a.decisionReason ? (
                <FormAlert tone="info" title={t('console.verifications.decisionReason')}>
                  {a.decisionReason}
                </FormAlert>
              ) : null}
              <section>
                <h3 className="mb-1 font-semibold text-ink-900">{t('console.verifications.business')}</h3>
                <dl className="divide-y divide-ink-100">
                  <Detail label={t('console.verifications.type')}>{a.business.businessType}</Detail>
                  <Detail label={t('console.verifications.location')}>{a.business.businessLocation}</Detail>
                  <Detail label={t('console.verifications.year')}>{a.business.yearEstablished}</Detail>
                  <Detail label={t('console.verifications.description')}>{a.business.businessDescription}</Detail>
                  <Detail label={t('console.verifications.primaryProducts')}>{a.business.primaryProducts}</Detail>
                  {a.business.exportExperience ? (
                    <Detail label={t('console.verifications.exportExperience')}>{a.business.exportExperience}</Detail>
                  ) : null}
                  {a.business.certifications ? (
                    <Detail label={t('console.verifications.certifications')}>{a.business.certifications}</Detail>
                  ) : null}
                  <Detail label={t('console.verifications.submitted')}>
                    {formatDate(a.submittedAt, i18n.language)}
                  </Detail>
                </dl>
              </section>
              <section>
                <h3 className="mb-1 font-semibold text-ink-900">{t('console.verifications.contact')}</h3>
                <dl className="divide-y divide-ink-100">
                  <Detail label={t('console.verifications.contactPerson')}>{a.contact.contactPerson}</Detail>
                  <Detail label={t('console.email')}>
                    <a className="text-brand-700 underline" href={`mailto:${a.contact.contactEmail}`} dir="ltr">
                      {a.contact.contactEmail}
                    </a>
                  </Detail>
                  <Detail label={t('console.verifications.phone')}>
                    <span dir="ltr">{a.contact.contactPhone}</span>
                  </Detail>
                  <Detail label={t('console.verifications.address')}>{a.contact.businessAddress}</Detail>
                  {a.contact.website ? (
                    <Detail label={t('console.verifications.website')}>
                      <a
                        className="text-brand-700 underline"
                        href={a.contact.website}
                        target="_blank"
                        rel="noreferrer"
                        dir="ltr"
                      >
                        {a.contact.website}
                      </a>
                    </Detail>
                  ) : null}
                </dl>
              </section>
              <section>
                <h3 className="mb-2 font-semibold text-ink-900">{t('console.verifications.documents')}</h3>
                {a.documents.length === 0 ? (
                  <p className="text-ink-600">{t('console.verifications.noDocuments')}</p>
                ) : (
                  <ul className="space-y-2">
                    {a.documents.map((d) => (
                      <li key={d.id} className="flex flex-wrap items-center gap-2">
                        <FileText aria-hidden="true" className="size-4 text-ink-500" />
                        <span className="font-medium">{t(`console.verifications.kinds.${d.kind}`)}</span>
                        <a
                          href={d.url}
                          download
                          className="inline-flex items-center gap-1 text-brand-700 underline"
                          aria-label={t('console.verifications.downloadNamed', { name: d.filename })}
                        >
                          <Download aria-hidden="true" className="size-3.5" />
                          <span dir="ltr">{d.filename}</span>
                        </a>
                        <span className="text-xs text-ink-500">
                          {formatNumber(Math.ceil(d.bytes / 1024), i18n.language)} KB
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {a.productId ? (
                <Link
                  to={`/products/${a.productId}`}
                  target="_blank"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
                >
                  {t('console.verifications.firstProduct')}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              ) : null}
            </div>
          )}
        </QueryState>
      </Dialog>
      <ReasonDialog
        open={asking !== null}
        title={
          asking === 'reject' ? t('console.verifications.rejectTitle') : t('console.verifications.requestInfoTitle')
        }
        description={t('console.verifications.reasonHint')}
        label={t('console.reason')}
        confirmLabel={asking === 'reject' ? t('console.verifications.reject') : t('console.verifications.requestInfo')}
        tone={asking === 'reject' ? 'danger' : 'primary'}
        pending={decide.isPending}
        error={error}
        onConfirm={(reason) => asking && run(asking, reason)}
        onClose={() => {
          setError(null);
          setAsking(null);
        }}
      />
    </>
  );
}
