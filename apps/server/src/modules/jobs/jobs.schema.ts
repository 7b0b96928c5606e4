import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per run of a periodic job (issue 21), whichever runner started it (pg-boss on PostgreSQL, the in-process
 * runner on the embedded database): the admin monitor shows each job's last run and its failures from here. `ok` is
 * null while the run is in progress. Rows older than two weeks are swept by the housekeeping job.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    attempt: integer('attempt').notNull(),
    /** host:pid of the process that ran it: which instance of a cluster took the job */
    runBy: text('run_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    error: text('error'),
  },
  (t) => [index('job_runs_name_started_idx').on(t.name, t.startedAt)],
);
