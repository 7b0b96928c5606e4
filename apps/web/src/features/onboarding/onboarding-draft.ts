import { LIMITS } from '@app/shared/constants';
import { DOCUMENT_KINDS } from '@app/shared/verification';
import { EMPTY_ONBOARDING, ONBOARDING_STEPS, type DocumentMap, type OnboardingValues } from './onboarding-values';

/** The draft kept in sessionStorage (no files: uploaded documents and images are referenced by their server ids). */
export interface OnboardingDraft {
  version: 1;
  step: number;
  values: OnboardingValues;
  documents: DocumentMap;
  imageIds: string[];
}

export function draftKey(userId: string): string {
  return `onboarding-draft:${userId}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringsOf<T extends object>(base: T, source: unknown): T {
  const out = { ...base } as Record<string, unknown>;
  if (!isRecord(source)) return out as T;
  for (const key of Object.keys(base)) {
    const value = source[key];
    if (Array.isArray((base as Record<string, unknown>)[key])) {
      if (Array.isArray(value)) out[key] = value.filter((x): x is string => typeof x === 'string');
    } else if (typeof value === 'string') out[key] = value;
  }
  return out as T;
}

/** Reads a stored draft defensively: anything malformed falls back to the defaults. */
export function parseDraft(text: string | null): OnboardingDraft | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.values)) return null;
  const values: OnboardingValues = {
    business: stringsOf(EMPTY_ONBOARDING.business, raw.values.business),
    product: stringsOf(EMPTY_ONBOARDING.product, raw.values.product),
    contact: stringsOf(EMPTY_ONBOARDING.contact, raw.values.contact),
  };
  const documents: DocumentMap = {};
  if (isRecord(raw.documents)) {
    for (const kind of DOCUMENT_KINDS) {
      const d = raw.documents[kind];
      if (isRecord(d) && typeof d.id === 'string' && typeof d.filename === 'string' && typeof d.bytes === 'number') {
        documents[kind] = { id: d.id, filename: d.filename, bytes: d.bytes };
      }
    }
  }
  const imageIds = Array.isArray(raw.imageIds) ? raw.imageIds.filter((x): x is string => typeof x === 'string') : [];
  const step =
    typeof raw.step === 'number' && raw.step >= 0 && raw.step < ONBOARDING_STEPS.length ? Math.floor(raw.step) : 0;
  return { version: 1, step, values, documents, imageIds: imageIds.slice(0, LIMITS.maxProductImages) };
}
