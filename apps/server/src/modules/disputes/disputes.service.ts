/**
 * The disputes module's public use cases, one per file under use-cases/ (the shared steps are in dispute-steps.ts):
 * routes, timers and other modules import them from here.
 */
export { adminQueue } from './use-cases/admin-queue.ts';
export { answerOffer } from './use-cases/answer-offer.ts';
export { decideDispute } from './use-cases/decide-dispute.ts';
export { disputeCountsByStatus } from './use-cases/dispute-counts-by-status.ts';
export { disputeOptions } from './use-cases/dispute-options.ts';
export { escalateOverdueDisputes } from './use-cases/escalate-overdue-disputes.ts';
export { evidenceFile } from './use-cases/evidence-file.ts';
export { getDispute } from './use-cases/get-dispute.ts';
export { myDisputes } from './use-cases/my-disputes.ts';
export { openDispute } from './use-cases/open-dispute.ts';
export { postMessage } from './use-cases/post-message.ts';
export { respondToDispute } from './use-cases/respond-to-dispute.ts';
export { uploadEvidence } from './use-cases/upload-evidence.ts';
