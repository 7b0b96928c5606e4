import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import { ERROR_CATALOGUES } from './error-catalogues.ts';
import { ENGLISH_ERROR_CATALOGUE } from './error-messages.ts';

/**
 * The helpers (error-messages.ts) import each catalogue file for its English part, the server's module
 * (error-catalogues.ts) for every language: two lists of the same files. A file added to one list only would give
 * the server and the browser different catalogues.
 */
describe('the two views of the shared error catalogues', () => {
  it('name the same domains, with the same English texts, and every language has every domain', () => {
    expect(ERROR_CATALOGUES.en).toEqual(ENGLISH_ERROR_CATALOGUE);
    for (const lang of LANGUAGES)
      expect(Object.keys(ERROR_CATALOGUES[lang]).sort(), lang).toEqual(Object.keys(ENGLISH_ERROR_CATALOGUE).sort());
  });
});
