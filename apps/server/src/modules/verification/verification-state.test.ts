import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_TRANSITIONS,
  verificationMachine,
  type ApplicationStatus,
  type VerificationDecision,
} from './verification-state.ts';

const STATUSES: ApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'INFO_REQUESTED'];
const NAMES: Record<ApplicationStatus, string> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  INFO_REQUESTED: 'info requested',
};
const DECISIONS: VerificationDecision[] = ['approve', 'reject', 'request-info'];
const ALLOWED: [ApplicationStatus, VerificationDecision, ApplicationStatus][] = [
  ['PENDING', 'approve', 'APPROVED'],
  ['PENDING', 'reject', 'REJECTED'],
  ['PENDING', 'request-info', 'INFO_REQUESTED'],
];

describe('verification application state machine', () => {
  it('allows exactly a decision on a pending application, and refuses a second one naming the status', () => {
    expect(Object.keys(VERIFICATION_TRANSITIONS).sort()).toEqual([...STATUSES].sort());
    for (const from of STATUSES)
      for (const decision of DECISIONS) {
        const listed = ALLOWED.find(([f, d]) => f === from && d === decision);
        expect(verificationMachine.can(from, decision), `${from} ${decision}`).toBe(listed !== undefined);
        if (listed) expect(verificationMachine.next(from, decision)).toBe(listed[2]);
        else
          expect(() => verificationMachine.assert(from, decision), `${from} ${decision}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT', message: `This application is already ${NAMES[from]}` }),
          );
      }
    expect(verificationMachine.fromStatesOf('approve')).toEqual(['PENDING']);
  });
});
