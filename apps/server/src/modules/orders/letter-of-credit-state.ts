/**
 * A letter of credit's review as data (issue 18): SUBMITTED -> VERIFIED or REJECTED, once. Applied through the one
 * engine (lib/state-machine.ts `transition`) with a conditional update, so two admins deciding at once decide once.
 */
import { msg } from '@app/shared/error-messages';
import { LC_TRANSITIONS, type LcStatus } from '@app/shared/letters-of-credit';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';

export const letterOfCreditMachine = statusMachine<LcStatus>({
  name: 'letter_of_credit',
  transitions: LC_TRANSITIONS,
  refuse: (from, to) =>
    new AppError(
      'CONFLICT',
      msg('orders.letterOfCredit.decided', { status: msg(`orders.letterOfCredit.status.${from}`) }),
      { from, to },
    ),
});
