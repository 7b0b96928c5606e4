/** The fee tier editor's draft: what the admin typed, read into a table the server will accept (or why not). */
import {
  bpsToPercentText,
  feeTierProblems,
  parsePercentToBps,
  type FeeTier,
  type FeeTierProblemCode,
} from '@app/shared/fees';
import { parseAmountToCents } from '@app/shared/money';
import { centsToDecimal } from './admin-format';

export interface TierDraft {
  /** "1000.00"; ignored (no limit) on the last tier. */
  upTo: string;
  /** "2.5" (percent). */
  rate: string;
}

export type TierFieldError = 'UP_TO_FORMAT' | 'RATE_FORMAT' | FeeTierProblemCode;

export type DraftResult =
  | { ok: true; tiers: FeeTier[] }
  | { ok: false; errors: { index: number; field: 'upTo' | 'rate' | 'tiers'; code: TierFieldError }[] };

export function draftOf(tiers: readonly FeeTier[]): TierDraft[] {
  return tiers.map((t) => ({
    upTo: t.upToCents === null ? '' : centsToDecimal(t.upToCents),
    rate: bpsToPercentText(t.rateBps),
  }));
}

/** Reads the draft: the last tier is open-ended; each field must parse; then the table rules (fees.ts) apply. */
export function parseDraft(draft: readonly TierDraft[]): DraftResult {
  const errors: { index: number; field: 'upTo' | 'rate' | 'tiers'; code: TierFieldError }[] = [];
  const tiers: FeeTier[] = draft.map((d, index) => {
    const last = index === draft.length - 1;
    const upToCents = last ? null : parseAmountToCents(d.upTo);
    if (!last && upToCents === null) errors.push({ index, field: 'upTo', code: 'UP_TO_FORMAT' });
    const rateBps = parsePercentToBps(d.rate);
    if (rateBps === null) errors.push({ index, field: 'rate', code: 'RATE_FORMAT' });
    return { upToCents: last ? null : (upToCents ?? 0), rateBps: rateBps ?? 0 };
  });
  if (errors.length > 0) return { ok: false, errors };
  const problems = feeTierProblems(tiers);
  if (problems.length > 0)
    return { ok: false, errors: problems.map((p) => ({ index: p.index, field: p.field, code: p.code })) };
  return { ok: true, tiers };
}

/** A new tier just before the open-ended last one (its bound and rate left for the admin to type). */
export function addTier(draft: readonly TierDraft[]): TierDraft[] {
  const next = [...draft];
  next.splice(Math.max(0, next.length - 1), 0, { upTo: '', rate: '' });
  return next;
}

/** Removes a tier; removing the last one makes the tier before it the open-ended one. */
export function removeTier(draft: readonly TierDraft[], index: number): TierDraft[] {
  if (draft.length <= 1) return [...draft];
  const next = draft.filter((_, i) => i !== index);
  next[next.length - 1] = { ...next[next.length - 1]!, upTo: '' };
  return next;
}
