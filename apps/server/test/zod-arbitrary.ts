/**
 * fast-check arbitraries from zod 4 schemas, for fuzzing the API: values that mostly have the schema's shape (so they
 * reach the handlers), with nasty strings (NUL, lone surrogates, bidi overrides, huge, RTL, emoji), numbers at their
 * edges and, now and then, a value of the wrong type or a missing or unknown key.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings that broke or could break something: control characters, broken UTF-16, direction tricks, sizes, scripts. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Cocoa\u0000beans',
  '\u0000'.repeat(50),
  '\uD800',
  '\uDFFF',
  'beans\uD83D',
  '\uDE00cocoa',
  '\uDBFF\uDBFF',
  '\u202Egnp.exe',
  'Ada\u2066Obi\u2069',
  '\u202A\u202B\u202C\u202D',
  'line 1\nline 2',
  'line 1\r\nline 2',
  '\t\t',
  '\u0007\u0008\u001B[31mred',
  '\u007F\u0085\u009B',
  '\u2028\u2029',
  '\u200B\u200C\u200D\uFEFF',
  '\uFFFE\uFFFF',
  'شركة الكاكاو الذهبية',
  'Ọbáfẹ́mi Àwólọ́wọ̀',
  'Ɗanladi Ƙwaƙwalwa',
  '👍🏿🍫🇳🇬👨‍👩‍👧‍👦',
  'e\u0301'.repeat(500),
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '%00%ED%A0%80',
  '../../etc/passwd',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'A'.repeat(5_000),
  '𝔘'.repeat(3_000),
  'x'.repeat(200_000),
];

const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -0.000001,
  2,
  5,
  365,
  366,
  999_999,
  1_000_000,
  1_000_001,
  100_000,
  100_001,
  2 ** 31,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e308,
  5e-324,
];

/** Anything of another type than expected. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom('', ' ', '12', 'true', '\u0000', '\uD800'),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom('\u0000', 'a', '\uDC00'), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '\u0000', '__proto__', 'constructor'), fc.constantFrom('x', '\u0000', 1)),
);

const nasty: fc.Arbitrary<string> = fc.constantFrom(...NASTY_STRINGS);

/** A plain string with one nasty piece slipped in somewhere. */
function spiked(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      base,
      nasty.filter((s) => s.length < 100),
      fc.nat(),
    )
    .map(([s, bad, at]) => {
      const i = s.length ? at % (s.length + 1) : 0;
      return s.slice(0, i) + bad + s.slice(i);
    });
}

export interface ArbitraryOptions {
  /** Real ids to use for uuid fields (random uuids are mixed in). */
  ids: readonly string[];
  /** 'clean': values the contract most likely accepts (to reach the handler); 'chaos': nasty strings and wrong types anywhere. */
  mode: 'clean' | 'chaos';
}

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): Check['_zod']['def'][] {
  return ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);
}

function stringArbitrary(def: Def, opts: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = 80;
  let pattern: RegExp | undefined =
    def.format && def.format !== 'regex' ? (def.pattern as RegExp | undefined) : undefined;
  for (const c of checks) {
    if (c.check === 'min_length') min = Number(c.minimum);
    if (c.check === 'max_length') max = Math.min(max, Number(c.maximum));
    if (c.check === 'length_equals') min = max = Number(c.length);
    if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern ??= c.pattern;
  }
  let good: fc.Arbitrary<string>;
  switch (def.format) {
    case 'uuid':
    case 'guid':
      good = opts.ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...opts.ids), weight: 4 }, fc.uuid()) : fc.uuid();
      break;
    case 'email':
      good = pattern ? fc.stringMatching(pattern).filter((s) => s.length <= 254) : fc.emailAddress();
      break;
    case 'url':
      good = fc.webUrl();
      break;
    case 'date':
      good = fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
      break;
    case 'datetime':
      good = fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
      break;
    default:
      good = pattern
        ? fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= Math.max(max, min))
        : fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  }
  if (opts.mode === 'clean') return good;
  return fc.oneof(
    { arbitrary: good, weight: 5 },
    { arbitrary: nasty, weight: 3 },
    { arbitrary: spiked(good), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30, unit: 'binary' }), weight: 1 },
  );
}

function numberArbitrary(def: Def, opts: ArbitraryOptions): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') int = String(c.format).includes('int');
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : int ? 1 : 0.01);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : int ? 1 : 0.01);
  }
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e9);
  const good = int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  if (opts.mode === 'clean') return good;
  return fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 2 });
}

/** An arbitrary for values of `schema` (shape mostly kept), with wrong types mixed in at any depth. */
export function arbitraryFor(schema: z.ZodType, opts: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const core = shapeArbitrary(schema, opts, depth);
  if (opts.mode === 'clean') return core;
  return fc.oneof({ arbitrary: core, weight: 24 }, { arbitrary: wrongType, weight: 1 });
}

function shapeArbitrary(schema: z.ZodType, opts: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, opts, depth + 1);
  if (depth > 8) return wrongType;
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, opts);
    case 'number':
      return numberArbitrary(def, opts);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((k) => [k, inner(shape[k])]));
      const required = keys.filter((k) => !['optional', 'default', 'prefault'].includes(defOf(shape[k]).type));
      const record = fc.record(model, { requiredKeys: required });
      if (opts.mode === 'clean') return record;
      const extra = fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'role', '\u0000', '__proto__'), wrongType, {
        maxKeys: 2,
      });
      return fc.oneof(
        { arbitrary: record, weight: 8 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
        { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) })), weight: 1 },
      );
    }
    case 'array': {
      let maxLength = 4;
      let minLength = 0;
      for (const c of checksOf(def)) {
        if (c.check === 'max_length') maxLength = Math.min(maxLength, Number(c.maximum));
        if (c.check === 'min_length') minLength = Number(c.minimum);
      }
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((s) => inner(s)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((s) => inner(s)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, { arbitrary: fc.constant(undefined), weight: 1 });
    case 'nullable':
      return fc.oneof({ arbitrary: inner(def.innerType), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      // A codec or a transform reads its input schema; a number coming from text also gets numeric text.
      const input = inner(def.in);
      const out = defOf(def.out);
      if (out.type !== 'number') return input;
      if (opts.mode === 'clean') return fc.oneof(numberArbitrary(out, opts), numberArbitrary(out, opts).map(String));
      return fc.oneof(input, numberArbitrary(out, opts).map(String), fc.constantFrom('', ' ', 'abc'));
    }
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => stringPaths(v, [...path, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out);
  return out;
}

/** `value` (a clean body) with one of its strings replaced by, or spiked with, a nasty one: the other fields still pass. */
export function spikeOne(value: unknown): fc.Arbitrary<unknown> {
  const paths = stringPaths(value);
  if (paths.length === 0) return fc.constant(value);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), nasty, fc.boolean()).map(([i, bad, insert]) => {
    const path = paths[i] ?? [];
    if (path.length === 0) return insert ? `${String(value)}${bad}` : bad;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    const old = String(node[last]);
    node[last] = insert ? old.slice(0, old.length >> 1) + bad + old.slice(old.length >> 1) : bad;
    return copy;
  });
}
