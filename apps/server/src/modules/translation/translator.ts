/**
 * The translation port. The only adapter is a LibreTranslate-compatible HTTP service (`POST {TRANSLATE_URL}/translate`
 * with `{ q, source, target, format: "text", api_key? }`, answering `{ translatedText, detectedLanguage? }`), used
 * when TRANSLATE_URL is configured. Without it there is no translator and the feature is off.
 */
import type { Language } from '@app/shared/constants';
import type { Config } from '../../config.ts';

export interface TranslationResult {
  text: string;
  /** The source language the service detected, when it was asked to ("auto"). */
  detected: string | null;
}

export interface Translator {
  readonly name: string;
  /** Translates one plain text; `source` null lets the service detect it. Throws TranslatorError on any failure. */
  translate(text: string, source: Language | null, target: Language): Promise<TranslationResult>;
}

export class TranslatorError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the service's answer, when there was one. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TranslatorError';
  }
}

export interface LibreTranslateSettings {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export class LibreTranslateTranslator implements Translator {
  readonly name = 'libretranslate';

  constructor(
    private readonly settings: LibreTranslateSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async translate(text: string, source: Language | null, target: Language): Promise<TranslationResult> {
    const body: Record<string, string> = { q: text, source: source ?? 'auto', target, format: 'text' };
    if (this.settings.apiKey) body.api_key = this.settings.apiKey;
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.settings.baseUrl}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (err) {
      throw new TranslatorError(`translation service unreachable: ${(err as Error).message}`);
    }
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      // reported below
    }
    if (!res.ok) {
      const detail = (json as { error?: unknown } | null)?.error;
      throw new TranslatorError(
        `translation service answered ${res.status}${typeof detail === 'string' ? `: ${detail}` : ''}`,
        res.status,
      );
    }
    const translated = (json as { translatedText?: unknown } | null)?.translatedText;
    if (typeof translated !== 'string')
      throw new TranslatorError('translation service answered without translatedText', res.status);
    const detected = (json as { detectedLanguage?: { language?: unknown } }).detectedLanguage?.language;
    return { text: translated, detected: typeof detected === 'string' ? detected : null };
  }
}

/** The configured translator, or null when translation is off (no TRANSLATE_URL). */
export function translatorFromConfig(config: Config, fetchImpl: typeof fetch = fetch): Translator | null {
  if (!config.TRANSLATE_URL) return null;
  return new LibreTranslateTranslator(
    {
      baseUrl: config.TRANSLATE_URL.replace(/\/+$/, ''),
      apiKey: config.TRANSLATE_API_KEY,
      timeoutMs: config.TRANSLATE_TIMEOUT_MS,
    },
    fetchImpl,
  );
}
