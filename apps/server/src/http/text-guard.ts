import type { FastifyRequest } from 'fastify';
import { msg } from '@app/shared/error-messages';
import { hasUnstorableCharacters } from '@app/shared/text';
import { fieldError } from '../lib/errors.ts';

/**
 * The last line of defence behind the contracts (which refuse control characters field by field): a string the database
 * cannot store (NUL, an unpaired UTF-16 surrogate) anywhere in a request's path parameters, query string or JSON body
 * is refused with a field error, whatever the route declared (webhooks, passthrough bodies, route-local schemas).
 * Without it PostgreSQL refuses the text and the caller gets a 500.
 */

type Problem = { field: string; key: NonNullable<ReturnType<typeof hasUnstorableCharacters>> };

/** A key that is itself unstorable, made safe to name in the error (and in logs). */
function printable(name: string): string {
  return Array.from(name, (ch) => (hasUnstorableCharacters(ch) ? '?' : ch)).join('');
}

/** A node of the walk: its value and how it was reached (the path is only spelled out for the one problem found). */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

function pathOf(step: Step, last?: string): string {
  const parts: string[] = last === undefined ? [] : [last];
  for (let s: Step | null = step; s; s = s.parent) if (s.key !== null) parts.push(s.key);
  const path = parts.reverse().join('.') || '_';
  return path.length > 200 ? `${path.slice(0, 199)}…` : path;
}

/** The first unstorable string in `value` (object keys included), with its path (`items.2.name`, `_` for the root). */
export function findUnstorableText(value: unknown): Problem | null {
  // Iterative and linear: a 1 MB body can nest deeper than the call stack, and copying paths would be quadratic.
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop() as Step;
    const node = step.value;
    if (typeof node === 'string') {
      const key = hasUnstorableCharacters(node);
      if (key) return { field: pathOf(step), key };
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1)
        stack.push({ value: node[i] as unknown, key: String(i), parent: step });
    } else if (typeof node === 'object' && node !== null && !Buffer.isBuffer(node)) {
      const entries = Object.entries(node as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, child] = entries[i] as [string, unknown];
        const key = hasUnstorableCharacters(name);
        if (key) return { field: pathOf(step, printable(name)), key };
        stack.push({ value: child, key: name, parent: step });
      }
    }
  }
  return null;
}

/** preHandler hook: runs after the route's own validation, so a contract's field message comes first. */
export async function textGuard(req: FastifyRequest): Promise<void> {
  const problem = findUnstorableText(req.params) ?? findUnstorableText(req.query) ?? findUnstorableText(req.body);
  if (problem) throw fieldError(problem.field, msg(problem.key));
}
