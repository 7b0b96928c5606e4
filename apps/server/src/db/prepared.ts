import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

/** A query built with `sql.placeholder(...)` for its values, ready to run many times. */
interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

type Statement = { execute(values?: Record<string, unknown>): Promise<unknown> };

const statements = new WeakMap<object, Map<string, Statement>>();

/**
 * Runs a hot query without building it again: `build` makes it once per database handle and `shape` (a key naming
 * everything that changes its SQL text, never a value: values are placeholders, given at each run). Building a query
 * from schema objects costs more CPU than running it on a small page (issue 20's profile).
 *
 * `named`: PostgreSQL keeps the statement on each pooled connection and stops planning it on every run (after five
 * runs it may use one generic plan: only for queries whose best plan does not depend on the values, such as the
 * listing's filters on category and country; a text search's best plan depends on how common its words are, so those
 * stay unnamed and are planned each time). PGlite ignores the name.
 */
export function runPrepared<T>(
  db: object,
  shape: string,
  build: () => Preparable<T>,
  values: Record<string, unknown>,
  named = false,
): Promise<T> {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map<string, Statement>()));
  let statement = byShape.get(shape);
  if (!statement) {
    const query = build();
    // one name per SQL text: two shapes that happen to give the same text share the statement safely
    const name = named ? `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}` : undefined;
    statement = query.prepare(name as string);
    byShape.set(shape, statement);
  }
  return statement.execute(values) as Promise<T>;
}

/**
 * A LIMIT written into a statement's text, for `.limit()`. With `limit $n` PostgreSQL's generic plan of a named
 * statement assumes a tenth of the table, costs more than a custom plan for a page, and so PostgreSQL plans every
 * run again (pg_prepared_statements showed 0 generic plans for the listing); with the number in the text it keeps one
 * plan. The statement's shape must then name the number. drizzle writes an SQL object given to `.limit()` as it is
 * (its dialect: `typeof limit === "object"`), which its types do not say.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
