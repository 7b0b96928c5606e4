import { LANGUAGES } from '@app/shared/constants';
import type { TranslationConfigDto } from '@app/shared/translation';
import type { Deps } from '../../../deps.ts';
import { translatorFor } from '../translation-steps.ts';

/** Whether on-demand translation is available, and into which languages. */
export function translationConfig(deps: Deps): TranslationConfigDto {
  return { enabled: translatorFor(deps.config) !== null, languages: [...LANGUAGES] };
}
