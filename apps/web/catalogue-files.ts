/**
 * Vite plugin (issue 19): the catalogues of the languages a reader may switch to are plain JSON files of the build,
 * `/assets/i18n-<hash>/<lang>/<namespace>.json`, fetched by name. As modules they cost every page a table of 125
 * loaders with their chunk names (about 9 KB in the first load); by name the page needs only the folder's address. The
 * hash is taken over every catalogue, so a deployment that changes one text moves them all, and the files can be
 * kept a year (/assets/ is immutable for the server and the service worker). The dev server and the unit tests read
 * the source files (src/i18n/i18n.ts).
 */
import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogueNamespaces } from './i18n-namespaces';

const LOCALES = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));

interface Catalogue {
  lang: string;
  ns: string;
  text: string;
}

export function readCatalogues(dir = LOCALES): Catalogue[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((lang) =>
      readdirSync(path.join(dir, lang.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          lang: lang.name,
          ns: file.replace(/\.json$/, ''),
          text: readFileSync(path.join(dir, lang.name, file), 'utf8'),
        })),
    )
    .sort((a, b) => `${a.lang}/${a.ns}`.localeCompare(`${b.lang}/${b.ns}`));
}

/** The folder of a build's catalogues, named by a hash of all of them. */
export function catalogueFolder(catalogues: readonly Catalogue[]): string {
  const hash = crypto.createHash('sha256');
  for (const c of catalogues) hash.update(`${c.lang}/${c.ns}\n${c.text}\n`);
  return `assets/i18n-${hash.digest('hex').slice(0, 10)}`;
}

export function catalogueFiles(dir = LOCALES): Plugin {
  let catalogues: Catalogue[] = [];
  let folder = '';
  return {
    name: 'afribridge:catalogue-files',
    config() {
      catalogues = readCatalogues(dir);
      folder = catalogueFolder(catalogues);
      const namespaces = catalogueNamespaces(path.join(dir, 'en'));
      return {
        define: {
          __CATALOGUE_FOLDER__: JSON.stringify(`/${folder}/`),
          __CATALOGUE_NAMESPACES__: JSON.stringify(namespaces),
        },
      };
    },
    generateBundle() {
      for (const c of catalogues) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}/${c.lang}/${c.ns}.json`,
          source: JSON.stringify(JSON.parse(c.text)),
        });
      }
    },
  };
}
