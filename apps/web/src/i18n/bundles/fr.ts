/** Every catalogue of one language in one chunk, loaded when that language is first used (i18n.ts). */
import { errorsOf } from './errors-of';

export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/fr/*.json', { eager: true });

/** The server's messages in this language (only this language's part of each shared catalogue file). */
export const errors = errorsOf(
  import.meta.glob<Record<string, unknown>>('../../../../../packages/shared/src/error-messages/*.json', {
    eager: true,
    query: '?lang=fr',
    import: 'default',
  }),
);
