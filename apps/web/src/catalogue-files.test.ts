import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { catalogueFolder, readCatalogues } from '../catalogue-files';

function locales(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the catalogue files of a build', () => {
  it('holds every namespace of the app in each of the five languages', () => {
    const catalogues = readCatalogues();
    const english = catalogues.filter((c) => c.lang === 'en').map((c) => c.ns);
    expect(english).toContain('catalog');
    for (const lang of LANGUAGES) {
      expect(catalogues.filter((c) => c.lang === lang).map((c) => c.ns)).toEqual(english);
    }
  });

  it('moves to a new folder when any text changes, and stays put when none does', () => {
    const before = readCatalogues(locales({ 'en/a.json': '{"x":"Hello"}', 'fr/a.json': '{"x":"Bonjour"}' }));
    const same = readCatalogues(locales({ 'fr/a.json': '{"x":"Bonjour"}', 'en/a.json': '{"x":"Hello"}' }));
    const changed = readCatalogues(locales({ 'en/a.json': '{"x":"Hello"}', 'fr/a.json': '{"x":"Salut"}' }));
    expect(catalogueFolder(same)).toBe(catalogueFolder(before));
    expect(catalogueFolder(changed)).not.toBe(catalogueFolder(before));
    expect(catalogueFolder(before)).toMatch(/^assets\/i18n-[0-9a-f]{10}$/);
  });
});
