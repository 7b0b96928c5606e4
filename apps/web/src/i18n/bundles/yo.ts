/** Every catalogue of one language in one chunk, loaded when that language is first used (i18n.ts). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/yo/*.json', { eager: true });
