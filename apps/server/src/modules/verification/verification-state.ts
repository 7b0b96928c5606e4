/**
 * Verification application status as data: an admin's decision on a PENDING application, one machine
 * (lib/state-machine.ts) that checks and applies it. A decided application stays decided; the vendor answers a
 * rejection or a request for information with a new application (PENDING again), never by moving the old one.
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

export type ApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'INFO_REQUESTED';
export type VerificationDecision = 'approve' | 'reject' | 'request-info';

/** from -> decision -> to. Anything not listed is refused. */
export const VERIFICATION_TRANSITIONS: Record<
  ApplicationStatus,
  Partial<Record<VerificationDecision, ApplicationStatus>>
> = {
  PENDING: { approve: 'APPROVED', reject: 'REJECTED', 'request-info': 'INFO_REQUESTED' },
  APPROVED: {},
  REJECTED: {},
  INFO_REQUESTED: {},
};

export const verificationMachine = defineMachine<ApplicationStatus, VerificationDecision>({
  name: 'verification_application',
  table: VERIFICATION_TRANSITIONS,
  refuse: (from) =>
    new AppError('CONFLICT', msg('verification.alreadyDecided', { status: msg(`verification.status.${from}`) })),
});
