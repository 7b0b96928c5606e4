import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BadgeCheck } from 'lucide-react';
import { VERIFICATION_STATUSES } from '@app/shared/verification';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { formatDate, formatNumber } from '../../../lib/format';
import { useVerifications, type VerificationFilter } from '../api/list-verifications';
import { VERIFICATION_TONES, VerificationDialog } from './verification-dialog';

export function VerificationsTab() {
  const { t, i18n } = useTranslation('admin');
  // Opens on every open verification: the vendors whose KYC is pending (waiting for review or for their answer).
  const [status, setStatus] = useState<VerificationFilter>('AWAITING');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useVerifications(status);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('console.verifications.statusFilter')} className="w-full sm:w-64">
          <Select value={status} onChange={(e) => setStatus(e.target.value as VerificationFilter)}>
            <option value="AWAITING">{t('console.verifications.awaiting')}</option>
            <option value="">{t('console.all')}</option>
            {VERIFICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console.verifications.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <QueryState
        query={list}
        loading={{ look: 'rows' }}
        error={{ ns: 'admin', fallback: 'console.verifications.failed' }}
        empty={
          <Card>
            <EmptyState
              icon={<BadgeCheck className="size-7" />}
              title={t('dashboard.verifications.emptyTitle')}
              description={t('dashboard.verifications.emptyText')}
            />
          </Card>
        }
      >
        {({ items }) => (
          <Table className="relative" caption={t('console.verifications.caption')}>
            <THead>
              <TR>
                <TH>{t('console.verifications.company')}</TH>
                <TH>{t('console.verifications.type')}</TH>
                <TH>{t('console.verifications.submitted')}</TH>
                <TH className="text-end">{t('console.verifications.documents')}</TH>
                <TH>{t('console.status')}</TH>
                <TH>
                  <span className="sr-only">{t('console.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((app) => (
                <TR key={app.id}>
                  <TD className="font-medium">{app.business.businessName}</TD>
                  <TD>{app.business.businessType}</TD>
                  <TD>{formatDate(app.submittedAt, i18n.language)}</TD>
                  <TD className="text-end tabular-nums">{formatNumber(app.documentsCount, i18n.language)}</TD>
                  <TD>
                    <Badge tone={VERIFICATION_TONES[app.status]}>
                      {t(`console.verifications.status.${app.status}`)}
                    </Badge>
                  </TD>
                  <TD className="text-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(app.id)}
                      aria-label={t('console.verifications.reviewNamed', { name: app.business.businessName })}
                    >
                      {t('console.verifications.review')}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </QueryState>
      <VerificationDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
