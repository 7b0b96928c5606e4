/**
 * The periodic jobs and how often each runs (issue 21), as data: the runners schedule them from here and the admin
 * monitor lists them from here, whether or not the process serving it runs jobs. The work itself is in
 * periodic-jobs.ts.
 */
export const JOB_SCHEDULE = [
  // checkouts paid at the provider but never captured here (a closed tab, a lost connection)
  { name: 'checkout-reconciliation', everyMinutes: 1 },
  // vendors whose payout destination is due; pending transfers asked about (issue 17)
  { name: 'payout-run', everyMinutes: 1 },
  // escrow released when the buyer's confirmation window ends without a dispute
  { name: 'escrow-auto-release', everyMinutes: 5 },
  // disputes past their answer deadline go to an admin
  { name: 'dispute-escalation', everyMinutes: 5 },
  // unpaid pro-forma invoices give their reserved stock back (issue 25)
  { name: 'proforma-expiry', everyMinutes: 10 },
  { name: 'quote-expiry', everyMinutes: 10 },
  // buying requests past their closing day (issue 22)
  { name: 'rfq-closing', everyMinutes: 10 },
  // the ship-by guarantee and payment plans' balances (issue 18)
  { name: 'ship-by-reminders', everyMinutes: 10 },
  { name: 'balance-reminders', everyMinutes: 10 },
  { name: 'fraud-scan', everyMinutes: 15 },
  // ended rate-limit windows and old job runs
  { name: 'housekeeping', everyMinutes: 60 },
] as const satisfies readonly { name: string; everyMinutes: number }[];

export type JobName = (typeof JOB_SCHEDULE)[number]['name'];

/** A cron expression for "every n minutes" (n divides 60, or is 60): pg-boss schedules by cron, to the minute. */
export function cronEvery(minutes: number): string {
  if (minutes === 60) return '0 * * * *';
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60 || 60 % minutes !== 0)
    throw new Error(`a job's period must divide an hour, got ${minutes} minutes`);
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}
