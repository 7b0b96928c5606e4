/**
 * The app's translation engine (issue 19): the part of i18next the app uses, in a few hundred bytes instead of the
 * 18 KB gzipped that i18next and react-i18next added to every page's first load. Same catalogue format and the same
 * answers (translator.test.ts compares it with i18next over every key of every catalogue):
 * - keys `ns:path.to.text` (or the namespace of a fixed `t`, else `common`), nested objects, flat keys with dots;
 * - the reader's language first, then English;
 * - plurals by `count` with the language's rules (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`; `_zero` also
 *   for 0 where the rules have no zero);
 * - `{{name}}` and `{{a.b}}` values put in as text, once (a value is never read as a placeholder), `{{count, number}}`
 *   in the language's digits; a placeholder without a value stays as it is; `defaultValue`, else the key, when a text
 *   is missing.
 * Catalogues of another language are read through a `CatalogueReader`, once per language and namespace; a read that
 * fails leaves English in its place.
 */

export type Texts = Record<string, unknown>;
/** language -> namespace -> texts */
export type Resources = Record<string, Record<string, Texts>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  /** The language of this text, instead of the page's. */
  lng?: string;
  /** The namespace of the key, instead of the `t`'s. */
  ns?: string;
  /** `false`: no English in place of a missing text (tests of the catalogues). */
  fallbackLng?: false;
  [value: string]: unknown;
}

export interface TranslatorOptions {
  lng?: string;
  defaultNS?: string;
  resources?: Resources;
  reader?: CatalogueReader;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface CatalogueReader {
  read(lang: string, ns: string): Promise<Texts>;
}

const FALLBACK = 'en';
const NAMESPACED = /^([\w-]+):(.+)$/s;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A value at `path` (dots), also where an object's own key holds dots ("auth.invalid": "…"). */
function find(node: unknown, path: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const obj = node as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(obj, path)) return obj[path];
  const parts = path.split('.');
  for (let take = 1; take < parts.length; take += 1) {
    const head = parts.slice(0, take).join('.');
    if (!Object.prototype.hasOwnProperty.call(obj, head)) continue;
    const found = find(obj[head], parts.slice(take).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}

function merged(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    out[key] =
      before && value && typeof before === 'object' && typeof value === 'object'
        ? merged(before as Texts, value as Texts)
        : value;
  }
  return out;
}

export class Translator {
  language: string;
  private readonly defaultNS: string;
  private reader: CatalogueReader | undefined;
  private readonly store: Resources = {};
  /** Reads in flight or done, by `lang|ns`: each is made once. */
  private readonly reads = new Map<string, Promise<void>>();
  /** Every namespace in use: a change of language brings their files first. */
  private readonly used = new Set<string>();
  private readonly changeListeners = new Set<() => void>();
  private readonly languageListeners = new Set<(lang: string) => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly numberFormats = new Map<string, Intl.NumberFormat>();
  private changingTo: string | undefined;
  /** Grows with each change of language or of the texts: what drawn components watch. */
  private revision = 0;

  constructor(options: TranslatorOptions = {}) {
    this.language = FALLBACK;
    this.defaultNS = options.defaultNS ?? 'common';
    this.used.add(this.defaultNS);
    this.configure(options);
  }

  /** Sets the language, the reader and texts built in (the app's start, i18n.ts). */
  configure({ lng, reader, resources = {} }: TranslatorOptions): void {
    if (lng) this.language = lng;
    if (reader) this.reader = reader;
    for (const [lang, bundles] of Object.entries(resources))
      for (const [ns, texts] of Object.entries(bundles)) {
        (this.store[lang] ??= {})[ns] = texts;
        this.used.add(ns);
      }
  }

  /** Loads the page language's files of every namespace named so far (the start of a page). */
  init(): Promise<void> {
    return this.load([this.language], [...this.used]);
  }

  t: TFunction = (key, options) => this.translate(key, options);

  getFixedT(lng: string | null, ns?: string): TFunction {
    return (key, options) => this.translate(key, options, lng ?? undefined, ns);
  }

  exists(key: string, options: TOptions = {}): boolean {
    const { ns, path } = this.split(key, options.ns ?? this.defaultNS);
    return (
      this.resolve(options.lng ?? this.language, ns, path, options.count, options.fallbackLng !== false) !== undefined
    );
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  /**
   * Adds texts of one language and namespace (merged into what is there). Drawn components draw again unless
   * `silent` (texts no drawn component can be waiting for).
   */
  addResourceBundle(lng: string, ns: string, texts: Texts, { silent = false } = {}): void {
    const bundles = (this.store[lng] ??= {});
    const before = bundles[ns];
    bundles[ns] = before ? merged(before, texts) : texts;
    if (!silent) this.changed();
  }

  /** Whether the page language's file of `ns` is here, or was tried (English then stands in). */
  hasLoadedNamespace(ns: string): boolean {
    return this.languages(this.language).every(
      (lang) => this.hasResourceBundle(lang, ns) || this.reads.has(`${lang}|${ns}`) || !this.reader,
    );
  }

  /**
   * Brings the page language's files of these namespaces (and the next language's, during a change); resolves when
   * each is here or failed.
   */
  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : ns;
    for (const name of list) this.used.add(name);
    return this.load(this.changingTo ? [this.language, this.changingTo] : [this.language], list);
  }

  /** Brings these languages' files of every namespace in use. */
  loadLanguages(langs: readonly string[]): Promise<void> {
    return this.load(langs, [...this.used]);
  }

  /** Brings the language's files of the namespaces in use, then switches (a later call wins). */
  async changeLanguage(lng: string): Promise<void> {
    this.changingTo = lng;
    // again while namespaces arrive meanwhile (a page's code that loaded during the change)
    for (let named = -1; named !== this.used.size;) {
      named = this.used.size;
      await this.load([lng], [...this.used]);
    }
    if (this.changingTo !== lng) return;
    this.changingTo = undefined;
    if (this.language === lng) return;
    this.language = lng;
    for (const listener of this.languageListeners) listener(lng);
    this.changed();
  }

  on(event: 'languageChanged', listener: (lang: string) => void): void {
    if (event === 'languageChanged') this.languageListeners.add(listener);
  }

  /** For React (useSyncExternalStore): called on each change of language or texts. */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  getRevision = (): number => this.revision;

  private changed(): void {
    this.revision += 1;
    for (const listener of this.changeListeners) listener();
  }

  private languages(lng: string, fallback = true): string[] {
    return lng === FALLBACK || !fallback ? [lng] : [lng, FALLBACK];
  }

  private load(langs: readonly string[], namespaces: readonly string[]): Promise<void> {
    const reads: Promise<void>[] = [];
    for (const lang of new Set(langs.flatMap((l) => this.languages(l))))
      for (const ns of namespaces) {
        const read = this.read(lang, ns);
        if (read) reads.push(read);
      }
    return Promise.all(reads).then(() => undefined);
  }

  private read(lang: string, ns: string): Promise<void> | undefined {
    if (!this.reader || this.hasResourceBundle(lang, ns)) return undefined;
    const id = `${lang}|${ns}`;
    let read = this.reads.get(id);
    if (!read) {
      read = this.reader.read(lang, ns).then(
        (texts) => {
          // registered meanwhile (English built into a chunk): the registered texts stay
          if (!this.hasResourceBundle(lang, ns)) this.addResourceBundle(lang, ns, texts);
        },
        () => undefined, // English stands in
      );
      this.reads.set(id, read);
    }
    return read;
  }

  private split(key: string, ns: string): { ns: string; path: string } {
    const match = NAMESPACED.exec(key);
    return match ? { ns: match[1]!, path: match[2]!.split(':').join('.') } : { ns, path: key };
  }

  private plural(lang: string, count: number): string {
    let rules = this.pluralRules.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      this.pluralRules.set(lang, rules);
    }
    return rules.select(count);
  }

  private resolve(lng: string, ns: string, path: string, count: unknown, fallback: boolean): string | undefined {
    for (const lang of this.languages(lng, fallback)) {
      const texts = this.store[lang]?.[ns];
      if (!texts) continue;
      const keys = [path];
      if (typeof count === 'number') {
        keys.push(`${path}_${this.plural(lang, count)}`);
        if (count === 0) keys.push(`${path}_zero`);
      }
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const found = find(texts, keys[i]!);
        if (typeof found === 'string') return found;
      }
    }
    return undefined;
  }

  private translate(key: string, options: TOptions = {}, fixedLng?: string, fixedNs?: string): string {
    const lng = options.lng ?? fixedLng ?? this.language;
    const { ns, path } = this.split(String(key), options.ns ?? fixedNs ?? this.defaultNS);
    const text =
      this.resolve(lng, ns, path, options.count, options.fallbackLng !== false) ?? options.defaultValue ?? path;
    return text.includes('{{') ? this.interpolate(text, options, lng) : text;
  }

  private interpolate(text: string, values: TOptions, lng: string): string {
    return text.replace(PLACEHOLDER, (whole, inner: string) => {
      const spec = inner.trim().replace(/^-\s*/, '');
      const comma = spec.indexOf(',');
      const name = (comma < 0 ? spec : spec.slice(0, comma)).trim();
      const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : find(values, name);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : whole;
      if (comma >= 0 && spec.slice(comma + 1).trim() === 'number') return this.number(lng).format(value as number);
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- i18next's stringification, objects included
      return value === null ? '' : String(value);
    });
  }

  private number(lng: string): Intl.NumberFormat {
    let format = this.numberFormats.get(lng);
    if (!format) {
      format = new Intl.NumberFormat(lng);
      this.numberFormats.set(lng, format);
    }
    return format;
  }
}
