/**
 * The translation module's shared steps: the translator of a configuration, the detected language of a listing
 * (memoised) and the cached translation of texts.
 */
import { LANGUAGES, type Language } from '@app/shared/constants';
import { TRANSLATION_MAX_CHARS } from '@app/shared/translation';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { detectListingLanguage } from './detect-language.ts';
import * as repo from './translation.repository.ts';
import { translatorFromConfig, TranslatorError, type Translator } from './translator.ts';
import { msg } from '@app/shared/error-messages';

const translators = new WeakMap<Config, Translator | null>();

/** The translator for this configuration (built once), or null when translation is off. */
export function translatorFor(config: Config): Translator | null {
  if (!translators.has(config)) translators.set(config, translatorFromConfig(config));
  return translators.get(config) ?? null;
}

export function requireTranslator(deps: Deps): Translator {
  const translator = translatorFor(deps.config);
  if (!translator) throw new AppError('TRANSLATION_UNAVAILABLE', msg('translation.disabled'), { reason: 'disabled' });
  return translator;
}

/**
 * Detected listing languages, by hash of the listing's texts (derived data: any process may recompute it, so a
 * per-process memo is safe). Bounded; the oldest entries go first.
 */
const listingLanguages = new Map<string, Language | null>();
const LISTING_MEMO_MAX = 5000;

export function listingLanguage(listing: {
  name: string;
  description: string;
  specifications: string;
}): Language | null {
  const key = sha256(`${listing.name}\u0000${listing.description}\u0000${listing.specifications}`);
  if (listingLanguages.has(key)) return listingLanguages.get(key) ?? null;
  const language = detectListingLanguage(listing);
  if (listingLanguages.size >= LISTING_MEMO_MAX) listingLanguages.delete(listingLanguages.keys().next().value!);
  listingLanguages.set(key, language);
  return language;
}

function asLanguage(code: string | null): Language | null {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/**
 * Translates texts of one source language into the target: cached ones come from the cache, the others from the
 * service (each stored for the next reader). Never called inside a transaction (it waits on the network).
 */
export async function translateTexts(
  deps: Deps,
  translator: Translator,
  texts: string[],
  source: Language | null,
  target: Language,
): Promise<{ texts: string[]; detected: Language | null }> {
  const pieces = texts.map((t) => t.trim().slice(0, TRANSLATION_MAX_CHARS));
  const hashes = pieces.map((p) => (p ? sha256(p) : ''));
  const cached = await repo.findCached(deps.db, hashes.filter(Boolean), target);
  let detected: Language | null = null;
  const out = await Promise.all(
    pieces.map(async (piece, i) => {
      if (!piece) return '';
      const hit = cached.get(hashes[i]!);
      if (hit) {
        detected ??= asLanguage(hit.sourceLanguage);
        return hit.translatedText;
      }
      let result;
      try {
        result = await translator.translate(piece, source, target);
      } catch (err) {
        if (!(err instanceof TranslatorError)) throw err;
        deps.logger.warn({ err: err.message, status: err.status }, 'translation failed');
        throw new AppError('TRANSLATION_UNAVAILABLE', msg('translation.unavailable'), { reason: 'upstream' });
      }
      const sourceLanguage = source ?? asLanguage(result.detected);
      detected ??= sourceLanguage;
      await repo.saveCached(deps.db, {
        sourceHash: hashes[i]!,
        targetLanguage: target,
        sourceLanguage,
        translatedText: result.text,
        provider: translator.name,
        createdAt: deps.clock.now(),
      });
      return result.text;
    }),
  );
  return { texts: out, detected };
}
