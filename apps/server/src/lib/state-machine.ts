/**
 * The one state-machine engine (ARCHITECTURE.md §3, "state machines as data"). A machine is a table of allowed moves,
 * `from -> action -> to`; most machines name each action after the state it leads to, which `statusMachine` builds
 * from a plain `from -> [to...]` list. The engine answers "may this happen" (`can`), refuses with the machine's own
 * localised error (`next` / `assert`), lists the states a conditional update may start from (`fromStatesOf`), and
 * `transition()` applies a move in the caller's transaction: the check, the conditional status write, and the audit
 * row, together or not at all. `tryTransition()` is the same move for callers racing others on purpose (a webhook and
 * the buyer's browser capturing one payment): when someone else moved the subject first it answers null instead of
 * refusing.
 */
import type { DbOrTx } from '../db/client.ts';
import { audit, type AuditEntry } from '../modules/audit/audit.service.ts';
import { msg } from '@app/shared/error-messages';
import { AppError } from './errors.ts';

export type TransitionTable<S extends string, A extends string> = Readonly<Record<S, Readonly<Partial<Record<A, S>>>>>;

export interface Machine<S extends string, A extends string = S> {
  /** The name in errors' details and the default audit action's prefix, e.g. 'vendor_order'. */
  readonly name: string;
  /** The audit subject type: `name` unless the machine's status lives on another subject's row (escrow). */
  readonly subjectType: string;
  readonly table: TransitionTable<S, A>;
  /** The state `action` leads to from `from`, or undefined when the table does not allow it. */
  to(from: S, action: A): S | undefined;
  can(from: S, action: A): boolean;
  /** The state `action` leads to, or the machine's refusal (an AppError, CONFLICT unless the machine says otherwise). */
  next(from: S, action: A): S;
  /** Refuses (throws) unless the table allows `action` from `from`. */
  assert(from: S, action: A): void;
  /** Every state `action` may start from: the `WHERE status IN (...)` of a conditional update. */
  fromStatesOf(action: A): S[];
  /** Every state that `action` leads to from somewhere. */
  readonly states: readonly S[];
}

export interface MachineOptions<S extends string, A extends string> {
  name: string;
  /** The audit subject type when it is not `name` (escrow's status lives on the vendor order: 'vendor_order'). */
  subjectType?: string;
  table: TransitionTable<S, A>;
  /** The localised error for a refused move (the current state named in the user's words). */
  refuse: (from: S, action: A) => AppError;
}

export function defineMachine<S extends string, A extends string>(opts: MachineOptions<S, A>): Machine<S, A> {
  const states = Object.keys(opts.table) as S[];
  const to = (from: S, action: A): S | undefined => opts.table[from]?.[action];
  const next = (from: S, action: A): S => {
    const target = to(from, action);
    if (target === undefined) throw opts.refuse(from, action);
    return target;
  };
  return {
    name: opts.name,
    subjectType: opts.subjectType ?? opts.name,
    table: opts.table,
    states,
    to,
    can: (from, action) => to(from, action) !== undefined,
    next,
    assert: (from, action) => void next(from, action),
    fromStatesOf: (action) => states.filter((s) => to(s, action) !== undefined),
  };
}

/** A machine whose actions are the target states: `{ PLACED: ['ACCEPTED', 'CANCELLED'], ... }`. */
export function statusMachine<S extends string>(opts: {
  name: string;
  subjectType?: string;
  transitions: Readonly<Record<S, readonly S[]>>;
  refuse: (from: S, to: S) => AppError;
}): Machine<S, S> & { readonly transitions: Readonly<Record<S, readonly S[]>> } {
  const table = Object.fromEntries(
    Object.entries(opts.transitions).map(([from, tos]) => [
      from,
      Object.fromEntries((tos as readonly S[]).map((t) => [t, t])),
    ]),
  ) as unknown as TransitionTable<S, S>;
  return {
    ...defineMachine({ name: opts.name, subjectType: opts.subjectType, table, refuse: opts.refuse }),
    transitions: opts.transitions,
  };
}

export interface TransitionInput<S extends string, A extends string> {
  subjectId: string;
  /** The state the caller read (in this transaction); the move is checked from it. */
  from: S;
  action: A;
  /**
   * Writes the new status, conditionally on the states the move may start from (`fromStates`), and returns how many
   * rows changed: 0 means another request moved the subject first, and the move is refused.
   */
  write: (db: DbOrTx, to: S, fromStates: S[]) => Promise<number>;
  /** Who did it, for the audit row (null: the system, e.g. a timer). */
  actorId: string | null;
  /** The audit action; default `<machine>.<to lower case>`. */
  auditAction?: string;
  data?: Record<string, unknown>;
  ip?: string | null;
  /** False for moves that are audited elsewhere (or not at all, e.g. a payment attempt's own states). Default true. */
  audited?: boolean;
}

/**
 * Applies one move in the caller's transaction: checks the table, writes the status with the caller's conditional
 * update, refuses when nothing changed (a concurrent move won), and appends the audit row. Returns the new state.
 */
export async function transition<S extends string, A extends string>(
  db: DbOrTx,
  machine: Machine<S, A>,
  input: TransitionInput<S, A>,
): Promise<S> {
  const to = await tryTransition(db, machine, input);
  if (to === null) throw refusalAfterRace(machine, input);
  return to;
}

/**
 * The same move for a caller that races others on purpose and lets the winner's move stand: checks the table (and
 * refuses a move it does not allow, like `transition`), writes, and audits; answers null, writing nothing, when the
 * conditional update changed no row because someone else moved the subject first.
 */
export async function tryTransition<S extends string, A extends string>(
  db: DbOrTx,
  machine: Machine<S, A>,
  input: TransitionInput<S, A>,
): Promise<S | null> {
  const to = machine.next(input.from, input.action);
  const changed = await input.write(db, to, machine.fromStatesOf(input.action));
  if (changed === 0) return null;
  if (input.audited !== false) {
    const entry: AuditEntry = {
      actorId: input.actorId,
      action: input.auditAction ?? `${machine.name}.${to.toLowerCase()}`,
      subjectType: machine.subjectType,
      subjectId: input.subjectId,
      data: { from: input.from, to, ...input.data },
      ip: input.ip ?? null,
    };
    await audit(db, entry);
  }
  return to;
}

/** Nothing changed although the move was allowed from what the caller read: someone else moved the subject first. */
function refusalAfterRace<S extends string, A extends string>(machine: Machine<S, A>, input: TransitionInput<S, A>) {
  return new AppError('CONFLICT', msg('common.changedMeanwhile'), {
    machine: machine.name,
    subjectId: input.subjectId,
    from: input.from,
    action: input.action,
  });
}
