import { eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { jobRuns } from './jobs.schema.ts';

export async function insertRun(
  db: Db,
  run: { name: string; attempt: number; runBy: string; startedAt: Date },
): Promise<number> {
  const [row] = await db.insert(jobRuns).values(run).returning({ id: jobRuns.id });
  return row!.id;
}

export async function finishRun(db: Db, id: number, at: Date, error: string | null): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: at, ok: error === null, error })
    .where(eq(jobRuns.id, id));
}

export async function deleteRunsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(jobRuns).where(lt(jobRuns.startedAt, before)).returning({ id: jobRuns.id });
  return gone.length;
}

export interface JobRunRow {
  name: string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  ok: boolean | null;
  error: string | null;
  attempt: number | null;
  run_by: string | null;
  runs: number;
  failures: number;
}

/** Each named job's last run (one index lookup each) and its runs and failures since `since`. */
export async function lastRuns(db: Db, names: readonly string[], since: Date): Promise<JobRunRow[]> {
  const list = sql.join(
    names.map((n) => sql`(${n})`),
    sql`, `,
  );
  return queryRows<JobRunRow>(
    db,
    sql`select j.name, l.started_at, l.finished_at, l.ok, l.error, l.attempt, l.run_by,
               coalesce(c.runs, 0)::int as runs, coalesce(c.failures, 0)::int as failures
          from (values ${list}) as j(name)
          left join lateral (
            select started_at, finished_at, ok, error, attempt, run_by from job_runs r
             where r.name = j.name order by r.started_at desc limit 1) l on true
          left join lateral (
            select count(*) as runs, count(*) filter (where r.ok = false) as failures from job_runs r
             where r.name = j.name and r.started_at >= ${since.toISOString()}::timestamptz) c on true`,
  );
}
