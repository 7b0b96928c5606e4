/** The server's messages in this language (only this language's part of each shared catalogue file), fetched when the language is first used (i18n.ts). */
import { errorsOf } from './errors-of';

export const errors = errorsOf(
  import.meta.glob<Record<string, unknown>>('../../../../../packages/shared/src/error-messages/*.json', {
    eager: true,
    query: '?lang=ha',
    import: 'default',
  }),
);
