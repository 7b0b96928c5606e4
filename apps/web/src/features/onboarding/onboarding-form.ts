/**
 * The vendor onboarding wizard's form (spec 2.10, 3.5, 5), a thin index over its parts:
 *   onboarding-values.ts      what the inputs hold, the four steps, the defaults
 *   onboarding-validation.ts  the checks of each step and the banner a failing step shows
 *   onboarding-request.ts     the request sent, the server's field errors mapped back, an application to resubmit
 *   onboarding-draft.ts       the draft kept in sessionStorage, read defensively
 *   document-files.ts         the browser's checks of a verification document before its upload
 */
export {
  EMPTY_ONBOARDING,
  initialValues,
  ONBOARDING_STEPS,
  PRODUCT_STEP_FIELDS,
  type BusinessValues,
  type ContactValues,
  type DocumentMap,
  type FieldErrors,
  type Msg,
  type OnboardingStep,
  type OnboardingValues,
  type UploadedDocument,
} from './onboarding-values';
export {
  validateAll,
  validateStep,
  type BannerKey,
  type ImageState,
  type StepCheck,
  type WizardState,
} from './onboarding-validation';
export { fromApplication, mapServerErrors, mapServerField, toOnboardingRequest } from './onboarding-request';
export { draftKey, parseDraft, type OnboardingDraft } from './onboarding-draft';
export { checkDocumentFile, DOCUMENT_ACCEPT, fileSizeParts } from './document-files';
