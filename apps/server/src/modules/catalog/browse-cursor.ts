import type { BrowseSort } from '@app/shared/catalog';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import type { BrowseKey, BrowseRow, SearchTier } from './browse.repository.ts';

/**
 * Where the next page starts, opaque to clients (base64url JSON). Which fields it holds depends on the order: t (created
 * at) and id always, s (relevance tier), r and n (rating, reviews), p (USD price as an exact decimal). f: the pages are
 * for the corrected spelling; m: the search matches many products (walk the index rather than fetch every match).
 */
interface Cursor {
  t: string;
  id: string;
  s?: SearchTier;
  r?: number;
  n?: number;
  p?: string;
  f?: 1;
  m?: 1;
}

export interface PagePosition {
  key: BrowseKey;
  corrected: boolean;
  many: boolean;
}

export function encodeCursor(sort: BrowseSort, last: BrowseRow, flags: { corrected: boolean; many: boolean }): string {
  const c: Cursor = { t: last.createdAt.toISOString(), id: last.id };
  if (sort === 'relevance') c.s = last.tier ?? 1;
  if (sort === 'rating') Object.assign(c, { r: last.rating, n: last.reviews });
  if (sort === 'price-asc' || sort === 'price-desc') c.p = last.usdPrice ?? '0';
  if (flags.corrected) c.f = 1;
  if (flags.many) c.m = 1;
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function invalid(): AppError {
  return new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'), {
    fields: { cursor: msg('catalog.invalidCursor') },
  });
}

/** The position a cursor stands for, checked against the order asked for (a cursor of another order is refused). */
export function decodeCursor(s: string | undefined, sort: BrowseSort): PagePosition | undefined {
  if (!s) return undefined;
  let c: Cursor;
  try {
    c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw invalid();
  }
  if (typeof c !== 'object' || c === null) throw invalid();
  if (typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/.test(c.id)) throw invalid();
  if (typeof c.t !== 'string' || Number.isNaN(new Date(c.t).getTime())) throw invalid();
  if (c.s !== undefined && ![1, 2, 3, 4].includes(c.s)) throw invalid();
  const key: BrowseKey = { id: c.id, createdAt: new Date(c.t) };
  if (sort === 'relevance') key.tier = c.s ?? 1;
  if (sort === 'rating') {
    if (typeof c.r !== 'number' || !Number.isFinite(c.r) || typeof c.n !== 'number' || !Number.isSafeInteger(c.n))
      throw invalid();
    Object.assign(key, { rating: c.r, reviews: c.n });
  }
  if (sort === 'price-asc' || sort === 'price-desc') {
    if (typeof c.p !== 'string' || !/^\d{1,20}(\.\d{1,40})?$/.test(c.p)) throw invalid();
    key.usdPrice = c.p;
  }
  return { key, corrected: c.f === 1, many: c.m === 1 };
}
