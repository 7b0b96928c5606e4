import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@app/shared/error-messages';
import { queryRows, type Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { AppError } from './errors.ts';
import { defineMachine, statusMachine, transition, tryTransition } from './state-machine.ts';

type Light = 'RED' | 'GREEN' | 'AMBER' | 'OFF';
const lights = statusMachine<Light>({
  name: 'light',
  transitions: { RED: ['GREEN', 'OFF'], GREEN: ['AMBER', 'OFF'], AMBER: ['RED', 'OFF'], OFF: [] },
  refuse: (from, to) => new AppError('CONFLICT', msg('common.invalidInput'), { from, to }),
});

const door = defineMachine<'OPEN' | 'SHUT', 'push' | 'pull'>({
  name: 'door',
  table: { OPEN: { push: 'SHUT' }, SHUT: { pull: 'OPEN' } },
  refuse: (from, action) => new AppError('FORBIDDEN', msg('common.roleForbidden'), { from, action }),
});

describe('state machines as data', () => {
  it('allows exactly the listed moves, and refuses the others with the machine’s own error', () => {
    const all: Light[] = ['RED', 'GREEN', 'AMBER', 'OFF'];
    for (const from of all)
      for (const to of all) {
        const listed = lights.transitions[from].includes(to);
        expect(lights.can(from, to), `${from} -> ${to}`).toBe(listed);
        if (listed) expect(lights.next(from, to)).toBe(to);
        else expect(() => lights.assert(from, to)).toThrow(AppError);
      }
    expect(door.next('OPEN', 'push')).toBe('SHUT');
    const refused = (() => {
      try {
        door.assert('OPEN', 'pull');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(refused?.code).toBe('FORBIDDEN');
    expect(refused?.details).toEqual({ from: 'OPEN', action: 'pull' });
  });

  it('lists the states a move may start from (the WHERE of a conditional update)', () => {
    expect(lights.fromStatesOf('OFF').sort()).toEqual(['AMBER', 'GREEN', 'RED']);
    expect(lights.fromStatesOf('RED')).toEqual(['AMBER']);
    expect(door.fromStatesOf('pull')).toEqual(['SHUT']);
  });
});

describe('transition(): check, conditional write and audit row in one transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(sql`create table sm_lights (id uuid primary key, status text not null)`);
  });
  afterAll(() => drop());

  const newLight = async (status: Light) => {
    const id = randomUUID();
    await database.db.execute(sql`insert into sm_lights (id, status) values (${id}, ${status})`);
    return id;
  };
  const statusOf = async (id: string) =>
    (await queryRows<{ status: Light }>(database.db, sql`select status from sm_lights where id = ${id}`))[0]!.status;
  const auditsOf = async (id: string) =>
    queryRows<{ action: string; data: { from: string; to: string } }>(
      database.db,
      sql`select action, data from audit_log where subject_id = ${id} order by created_at, id`,
    );
  const subjectTypesOf = async (id: string) =>
    (
      await queryRows<{ subject_type: string }>(
        database.db,
        sql`select subject_type from audit_log where subject_id = ${id} order by created_at, id`,
      )
    ).map((r) => r.subject_type);
  const write = (id: string) => async (db: Database['db'], to: Light, fromStates: Light[]) => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update sm_lights set status = ${to} where id = ${id} and status in (${sql.join(
        fromStates.map((s) => sql`${s}`),
        sql`, `,
      )}) returning id`,
    );
    return rows.length;
  };

  it('moves the status and writes one audit row; a refused move changes nothing', async () => {
    const id = await newLight('RED');
    await database.db.transaction((tx) =>
      transition(tx, lights, { subjectId: id, from: 'RED', action: 'GREEN', write: write(id), actorId: null }),
    );
    expect(await statusOf(id)).toBe('GREEN');
    expect(await auditsOf(id)).toEqual([{ action: 'light.green', data: { from: 'RED', to: 'GREEN' } }]);

    await expect(
      database.db.transaction((tx) =>
        transition(tx, lights, { subjectId: id, from: 'GREEN', action: 'RED', write: write(id), actorId: null }),
      ),
    ).rejects.toThrow(AppError);
    expect(await statusOf(id)).toBe('GREEN');
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('refuses a move the caller read from a stale state, and rolls back with the caller’s transaction', async () => {
    const id = await newLight('GREEN');
    // the caller read RED, but the row is GREEN now: RED -> GREEN starts only from RED... and AMBER -> RED from AMBER
    const stale = await database.db
      .transaction((tx) =>
        transition(tx, lights, { subjectId: id, from: 'RED', action: 'GREEN', write: write(id), actorId: null }),
      )
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(AppError);
    expect((stale as AppError).code).toBe('CONFLICT');
    expect(await auditsOf(id)).toHaveLength(0);

    // a failure after the move, inside the same transaction, undoes the move and its audit row
    await expect(
      database.db.transaction(async (tx) => {
        await transition(tx, lights, {
          subjectId: id,
          from: 'GREEN',
          action: 'AMBER',
          write: write(id),
          actorId: null,
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await statusOf(id)).toBe('GREEN');
    expect(await auditsOf(id)).toHaveLength(0);
  });

  it('of two concurrent identical moves, exactly one applies', async () => {
    const id = await newLight('GREEN');
    const attempt = () =>
      database.db
        .transaction((tx) =>
          transition(tx, lights, { subjectId: id, from: 'GREEN', action: 'OFF', write: write(id), actorId: null }),
        )
        .then(
          () => 'ok',
          (e: unknown) => (e instanceof AppError ? e.code : 'other'),
        );
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'CONFLICT')).toHaveLength(2);
    expect(await statusOf(id)).toBe('OFF');
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('any sequence of moves ends where the table says, with one audit row per applied move', async () => {
    const actions: Light[] = ['RED', 'GREEN', 'AMBER', 'OFF'];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...actions), { maxLength: 8 }), async (seq) => {
        const id = await newLight('RED');
        let expected: Light = 'RED';
        let applied = 0;
        for (const action of seq) {
          const ok = await database.db
            .transaction((tx) =>
              transition(tx, lights, { subjectId: id, from: expected, action, write: write(id), actorId: null }),
            )
            .then(
              () => true,
              () => false,
            );
          expect(ok).toBe(lights.transitions[expected].includes(action));
          if (ok) {
            expected = action;
            applied += 1;
          }
        }
        expect(await statusOf(id)).toBe(expected);
        expect(await auditsOf(id)).toHaveLength(applied);
      }),
      { numRuns: 25 },
    );
  });

  it('tryTransition lets a concurrent winner stand (null, nothing written), and still refuses a forbidden move', async () => {
    const id = await newLight('GREEN');
    // the caller read RED; the row is GREEN: someone else moved it first
    const raced = await database.db.transaction((tx) =>
      tryTransition(tx, lights, { subjectId: id, from: 'RED', action: 'GREEN', write: write(id), actorId: null }),
    );
    expect(raced).toBeNull();
    expect(await auditsOf(id)).toHaveLength(0);
    await expect(
      database.db.transaction((tx) =>
        tryTransition(tx, lights, { subjectId: id, from: 'GREEN', action: 'RED', write: write(id), actorId: null }),
      ),
    ).rejects.toThrow(AppError);
    const moved = await database.db.transaction((tx) =>
      tryTransition(tx, lights, { subjectId: id, from: 'GREEN', action: 'AMBER', write: write(id), actorId: null }),
    );
    expect(moved).toBe('AMBER');
    expect(await statusOf(id)).toBe('AMBER');
    expect(await auditsOf(id)).toEqual([{ action: 'light.amber', data: { from: 'GREEN', to: 'AMBER' } }]);
  });

  it('audits with the caller’s action, data and subject type, or not at all when told', async () => {
    const bulbs = statusMachine<Light>({
      name: 'bulb',
      subjectType: 'light_post',
      transitions: lights.transitions,
      refuse: (from, to) => new AppError('CONFLICT', msg('common.invalidInput'), { from, to }),
    });
    expect(bulbs.subjectType).toBe('light_post');
    expect(lights.subjectType).toBe('light');
    const id = await newLight('RED');
    await database.db.transaction((tx) =>
      transition(tx, bulbs, {
        subjectId: id,
        from: 'RED',
        action: 'GREEN',
        write: write(id),
        actorId: null,
        auditAction: 'post.lit',
        data: { reason: 'dusk' },
      }),
    );
    await database.db.transaction((tx) =>
      transition(tx, bulbs, {
        subjectId: id,
        from: 'GREEN',
        action: 'AMBER',
        write: write(id),
        actorId: null,
        audited: false,
      }),
    );
    expect(await statusOf(id)).toBe('AMBER');
    expect(await auditsOf(id)).toEqual([{ action: 'post.lit', data: { from: 'RED', to: 'GREEN', reason: 'dusk' } }]);
    expect(await subjectTypesOf(id)).toEqual(['light_post']);
  });
});
