/** Buying request status as data (decision 027): open until awarded (a quote accepted) or closed. */
import { msg } from '@app/shared/error-messages';
import type { RfqStatus } from '@app/shared/rfqs';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';

export const rfqMachine = statusMachine<RfqStatus>({
  name: 'rfq',
  transitions: {
    OPEN: ['AWARDED', 'CLOSED'],
    AWARDED: [],
    CLOSED: [],
  },
  refuse: (from, to) =>
    from === 'AWARDED' && to === 'AWARDED'
      ? new AppError('CONFLICT', msg('rfqs.awardedAlready'), { from, to })
      : new AppError('CONFLICT', msg('rfqs.notOpen'), { from, to }),
});
