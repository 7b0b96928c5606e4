import type { Deps } from '../../deps.ts';
import { escalateOverdueDisputes } from '../disputes/disputes.service.ts';
import { scanAccounts } from '../fraud/fraud.service.ts';
import { expireDueOffers } from '../offers/offers.service.ts';
import { autoReleaseDue } from '../orders/orders.service.ts';
import { expireUnpaidProformas } from '../orders/use-cases/expire-proformas.ts';
import { reconcileCheckouts } from '../orders/use-cases/reconcile-checkouts.ts';
import { remindBalances } from '../orders/use-cases/remind-balance.ts';
import { remindShipBy } from '../orders/use-cases/remind-ship-by.ts';
import { runPayouts } from '../payouts/use-cases/run-payouts.ts';
import { closeDueRfqs } from '../rfqs/rfqs.service.ts';
import { JOB_SCHEDULE, type JobName } from './job-schedule.ts';
import { deleteRunsBefore } from './jobs.repository.ts';
import type { PeriodicJob } from './jobs.types.ts';

const KEEP_RUNS_DAYS = 14;

const WORK: Record<JobName, (deps: Deps) => Promise<unknown>> = {
  'checkout-reconciliation': reconcileCheckouts,
  'payout-run': runPayouts,
  'escrow-auto-release': autoReleaseDue,
  'dispute-escalation': escalateOverdueDisputes,
  'proforma-expiry': expireUnpaidProformas,
  'quote-expiry': expireDueOffers,
  'rfq-closing': closeDueRfqs,
  'ship-by-reminders': remindShipBy,
  'balance-reminders': remindBalances,
  'fraud-scan': scanAccounts,
  housekeeping: async (deps) => {
    await deps.counters.sweep();
    await deleteRunsBefore(deps.db, new Date(deps.clock.now().getTime() - KEEP_RUNS_DAYS * 86_400_000));
  },
};

/** The periodic jobs of the product, with their work: what main.ts hands to a runner. */
export function periodicJobs(): PeriodicJob[] {
  return JOB_SCHEDULE.map(({ name, everyMinutes }) => ({ name, everyMinutes, run: WORK[name] }));
}
