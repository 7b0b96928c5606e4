/**
 * The verification module's public use cases, one per file under use-cases/ (its tables are touched only by
 * verification.repository.ts): routes, the seed and other modules import them from here.
 */
export { sniffDocument } from './document-type.ts';
export { awaitingVerificationCounts } from './use-cases/awaiting-verification-counts.ts';
export { decideApplication, type Decision } from './use-cases/decide-application.ts';
export { documentFile } from './use-cases/document-file.ts';
export { getApplication } from './use-cases/get-application.ts';
export { latestBusinessAddress } from './use-cases/latest-business-address.ts';
export { listApplications } from './use-cases/list-applications.ts';
export { myApplications } from './use-cases/my-applications.ts';
export { recordApplication, type RecordedApplication } from './use-cases/record-application.ts';
export { submitOnboarding } from './use-cases/submit-onboarding.ts';
export { uploadDocument } from './use-cases/upload-document.ts';
