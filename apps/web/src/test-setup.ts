/** Vitest: every language's catalogues loaded before the tests (the app loads them one by one, on demand). */
import { loadAllLanguages } from './i18n/i18n';

await loadAllLanguages();
