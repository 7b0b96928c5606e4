import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Percent, Plus, Trash2 } from 'lucide-react';
import { buyerFee, MAX_FEE_TIERS, MAX_TIER_BOUND_CENTS, tierLowerBound, type FeeTier } from '@app/shared/fees';
import type { FeeTiersDto } from '@app/shared/payments';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FieldError, FormAlert, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { formatRateBps } from '../../../lib/money-display';
import { useFeeTiers } from '../api/get-fee-tiers';
import { useReplaceFeeTiers } from '../api/replace-fee-tiers';
import { formatUsd } from '../lib/admin-format';
import { addTier, draftOf, parseDraft, removeTier, type TierDraft, type TierFieldError } from '../lib/fee-tier-draft';
import { serverMessage } from '../lib/server-message';

/** Admin, payments tab: the buyer fee tier table (issue 25), edited as a whole and saved in one go. */
export function FeeTiersSection() {
  const { t, i18n } = useTranslation('admin');
  const tiers = useFeeTiers();
  return (
    <Card>
      <CardHeader title={t('console.feeTiers.title')} description={t('console.feeTiers.text')} />
      <div className="space-y-3 p-4">
        <QueryState
          query={tiers}
          loading={{ look: 'rows', count: 5 }}
          error={{ ns: 'admin', fallback: 'console.feeTiers.failed' }}
        >
          {(data) => (
            <>
              <p className="text-sm text-ink-600">
                {t('console.feeTiers.cardLimit', { limit: formatUsd(data.cardPaymentMaxCents, i18n.language) })}{' '}
                {data.updatedAt
                  ? t('console.feeTiers.updated', { date: formatDateTime(data.updatedAt, i18n.language) })
                  : t('console.feeTiers.seeded')}
              </p>
              {/* Remounted with the saved table, so the draft starts from what is in force. */}
              <TierEditor key={JSON.stringify(data.tiers)} saved={data} />
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function TierEditor({ saved }: { saved: FeeTiersDto }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const toast = useToast();
  const replace = useReplaceFeeTiers();
  const [draft, setDraft] = useState<TierDraft[]>(() => draftOf(saved.tiers));
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const parsed = parseDraft(draft);
  const preview: FeeTier[] | null = parsed.ok ? parsed.tiers : null;
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(saved.tiers));

  const message = (code: TierFieldError, index: number): string =>
    t(`console.feeTiers.errors.${code}`, {
      tier: index + 1,
      max: code === 'TOO_MANY' ? MAX_FEE_TIERS : formatUsd(MAX_TIER_BOUND_CENTS, lang),
    });
  const errorOf = (index: number, field: 'upTo' | 'rate'): string | undefined => {
    const server = serverFields[`tiers.${index}.${field === 'upTo' ? 'upToCents' : 'rateBps'}`];
    if (server) return server;
    if (!submitted || parsed.ok) return undefined;
    const e = parsed.errors.find((x) => x.index === index && x.field === field);
    return e ? message(e.code, index) : undefined;
  };
  const tableError = !parsed.ok && submitted ? parsed.errors.find((e) => e.field === 'tiers') : undefined;

  const update = (index: number, patch: Partial<TierDraft>) => {
    setServerFields({});
    setDraft((d) => d.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const save = () => {
    setSubmitted(true);
    setFormError(null);
    if (!parsed.ok) return;
    replace.mutate(
      { tiers: parsed.tiers },
      {
        onSuccess: () => {
          setSubmitted(false);
          toast.success(t('console.feeTiers.saved'));
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fields).length > 0) setServerFields(e.fields);
          setFormError(serverMessage(t, e, 'console.actionFailed'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Table caption={t('console.feeTiers.title')}>
        <THead>
          <TR>
            <TH>{t('console.feeTiers.tier')}</TH>
            <TH>{t('console.feeTiers.from')}</TH>
            <TH>{t('console.feeTiers.upTo')}</TH>
            <TH>{t('console.feeTiers.rate')}</TH>
            <TH>{t('console.feeTiers.feeAtLimit')}</TH>
            <TH>
              <span className="sr-only">{t('console.actions')}</span>
            </TH>
          </TR>
        </THead>
        <TBody>
          {draft.map((row, i) => {
            const last = i === draft.length - 1;
            const upToError = errorOf(i, 'upTo');
            const rateError = errorOf(i, 'rate');
            const bound = preview?.[i]?.upToCents ?? null;
            const feeAtBound = preview && bound !== null ? buyerFee(bound, preview).feeCents : null;
            return (
              <TR key={i}>
                <TH scope="row">{t('console.feeTiers.tierN', { n: i + 1 })}</TH>
                <TD className="tabular-nums text-ink-600">
                  {preview ? formatUsd(tierLowerBound(preview, i), lang) : '—'}
                </TD>
                <TD>
                  {last ? (
                    <span className="text-ink-600">{t('console.feeTiers.noLimit')}</span>
                  ) : (
                    <>
                      <Input
                        aria-label={t('console.feeTiers.upToLabel', { n: i + 1 })}
                        value={row.upTo}
                        onChange={(e) => update(i, { upTo: e.target.value })}
                        inputMode="decimal"
                        dir="ltr"
                        className="w-32 text-start"
                        aria-invalid={Boolean(upToError) || undefined}
                        aria-describedby={upToError ? `tier-${i}-upto-error` : undefined}
                      />
                      {upToError ? <FieldError id={`tier-${i}-upto-error`}>{upToError}</FieldError> : null}
                    </>
                  )}
                </TD>
                <TD>
                  <div className="flex items-center gap-1">
                    <Input
                      aria-label={t('console.feeTiers.rateLabel', { n: i + 1 })}
                      value={row.rate}
                      onChange={(e) => update(i, { rate: e.target.value })}
                      inputMode="decimal"
                      dir="ltr"
                      className="w-20 text-start"
                      aria-invalid={Boolean(rateError) || undefined}
                      aria-describedby={rateError ? `tier-${i}-rate-error` : undefined}
                    />
                    <Percent aria-hidden="true" className="size-4 text-ink-500" />
                  </div>
                  {rateError ? <FieldError id={`tier-${i}-rate-error`}>{rateError}</FieldError> : null}
                </TD>
                <TD className="text-xs text-ink-600 tabular-nums">
                  {bound !== null && feeAtBound !== null
                    ? t('console.feeTiers.example', {
                        amount: formatUsd(bound, lang),
                        fee: formatUsd(feeAtBound, lang),
                        rate: formatRateBps((feeAtBound * 10_000) / Math.max(bound, 1), lang),
                      })
                    : '—'}
                </TD>
                <TD className="text-end">
                  {draft.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDraft((d) => removeTier(d, i))}
                      aria-label={t('console.feeTiers.removeTier', { n: i + 1 })}
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                    />
                  ) : null}
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
      {tableError ? <FormAlert>{message(tableError.code, tableError.index)}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => setDraft((d) => addTier(d))}
          disabled={draft.length >= MAX_FEE_TIERS}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {t('console.feeTiers.addTier')}
        </Button>
        <Button type="submit" loading={replace.isPending} disabled={!changed}>
          {t('console.feeTiers.save')}
        </Button>
        {changed ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(draftOf(saved.tiers));
              setSubmitted(false);
              setServerFields({});
              setFormError(null);
            }}
          >
            {t('console.feeTiers.reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
