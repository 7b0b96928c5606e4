import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Translations already obtained from the translation service, keyed by the SHA-256 of the source text and the
 * target language: a listing (or a message) is translated once per language, whoever asks. Rows for an edited
 * listing are simply no longer looked up (its text has a new hash).
 */
export const translationCache = pgTable(
  'translation_cache',
  {
    sourceHash: text('source_hash').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** The source language we detected or the service reported; null when neither could tell. */
    sourceLanguage: text('source_language'),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLanguage] })],
);
