import { useCallback, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import type { ApplicationDto, DocumentKind } from '@app/shared/verification';
import { Card, CardBody } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { WizardFooter, WizardStepHeading } from '../../../components/ui/wizard-parts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useWizard } from '../../../lib/use-wizard';
import { sessionQueryKey } from '../../../app/get-session';
import { imageFromServer, type WizardImage } from '../../catalog/public';
import { onboardingQueryKey } from '../api/get-applications';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import {
  draftKey,
  initialValues,
  mapServerErrors,
  ONBOARDING_STEPS,
  parseDraft,
  toOnboardingRequest,
  validateAll,
  validateStep,
  type BannerKey,
  type DocumentMap,
  type FieldErrors,
  type Msg,
  type OnboardingDraft,
  type OnboardingValues,
} from '../onboarding-form';
import { fieldId } from './field-id';
import { BusinessStep } from './onboarding-business-step';
import { ContactStep } from './onboarding-contact-step';
import { DocumentsStep } from './onboarding-documents-step';
import { ProductStep } from './onboarding-product-step';
import { OnboardingReview } from './onboarding-review';
import { OnboardingSteps } from './onboarding-steps';

export interface OnboardingPrefill {
  values: OnboardingValues;
  imageIds?: string[];
}

function thumbOf(id: string): WizardImage {
  return imageFromServer({ id, thumbUrl: `/media/product-images/${id}/thumb.webp` });
}

/**
 * The vendor onboarding wizard (spec 2.10): Business Information; Documentation; Product Listing; Contact & Review.
 * Next checks the step; Submit only on step 4. What the user typed is kept in sessionStorage (without files) until
 * the application is accepted.
 */
export function OnboardingWizard({
  user,
  prefill,
  onSubmitted,
}: {
  user: UserDto;
  prefill?: OnboardingPrefill | undefined;
  onSubmitted: (app: ApplicationDto) => void;
}) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const submit = useSubmitOnboarding();
  // the draft keeps what was typed (no files: uploaded documents and pictures by their server ids)
  const wizard = useWizard({
    steps: ONBOARDING_STEPS,
    draft: {
      key: draftKey(user.id),
      parse: parseDraft,
      snapshot: (step): OnboardingDraft => ({
        version: 1,
        step,
        values,
        documents,
        imageIds: images.flatMap((i) => (i.status === 'done' && i.id ? [i.id] : [])),
      }),
    },
  });
  const { step, stepId, last } = wizard;
  const draft = wizard.saved;
  const [values, setValues] = useState<OnboardingValues>(() => draft?.values ?? prefill?.values ?? initialValues(user));
  const [documents, setDocuments] = useState<DocumentMap>(() => draft?.documents ?? {});
  const [images, setImagesRaw] = useState<WizardImage[]>(() =>
    (draft?.imageIds ?? prefill?.imageIds ?? []).map(thumbOf),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<BannerKey | 'server' | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [busyDocs, setBusyDocs] = useState<ReadonlySet<DocumentKind>>(new Set());
  const bannerRef = useRef<HTMLDivElement>(null);
  const categoryRef = useRef<HTMLInputElement>(null);
  const tagRef = useRef<HTMLInputElement>(null);

  const msg: Msg = useCallback((key, options) => t(key, options ?? {}), [t]);

  const setImages = useCallback<Dispatch<SetStateAction<WizardImage[]>>>((update) => {
    setImagesRaw(update);
    setErrors((e) => {
      if (!e['product.images']) return e;
      const { ['product.images']: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const clearError = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });

  function setField<S extends keyof OnboardingValues>(
    section: S,
    field: keyof OnboardingValues[S] & string,
    value: unknown,
  ) {
    setValues((v) => ({ ...v, [section]: { ...v[section], [field]: value } }));
    clearError(`${section}.${field}`);
  }

  const goTo = (index: number) => {
    setBanner(null);
    wizard.goTo(index);
  };

  const focusFirstError = (errs: FieldErrors) => {
    const first = Object.keys(errs)[0];
    requestAnimationFrame(() => {
      if (!first) {
        bannerRef.current?.focus();
        return;
      }
      if (first === 'product.category') categoryRef.current?.focus();
      else if (first === 'product.tags') tagRef.current?.focus();
      else {
        const el = document.getElementById(fieldId(first));
        if (el) el.focus();
        else bannerRef.current?.focus();
      }
    });
  };

  const state = { values, images, documentsUploading: busyDocs.size > 0 };

  const next = () => {
    const check = validateStep(stepId, state, msg);
    setErrors((e) => ({ ...e, ...check.errors }));
    if (check.banner) {
      setBanner(check.banner);
      focusFirstError(check.errors);
      return;
    }
    goTo(step + 1);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!last) {
      next();
      return;
    }
    if (submit.isPending) return;
    const failed = validateAll(state, msg);
    if (failed) {
      const index = ONBOARDING_STEPS.indexOf(failed.step);
      setErrors((prev) => ({ ...prev, ...failed.check.errors }));
      if (index !== step) wizard.goTo(index);
      setBanner(failed.check.banner);
      if (index === step) focusFirstError(failed.check.errors);
      return;
    }
    setBanner(null);
    const body = toOnboardingRequest(
      values,
      documents,
      images.flatMap((i) => (i.id ? [i.id] : [])),
    );
    submit.mutate(body, {
      onSuccess: (app) => {
        wizard.clearDraft();
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
        onSubmitted(app);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'VALIDATION_ERROR') {
          const mapped = mapServerErrors(err.fields);
          if (mapped.step) {
            setErrors(mapped.errors);
            setServerMessage(t('banners.serverFields'));
            setBanner('server');
            const index = ONBOARDING_STEPS.indexOf(mapped.step);
            if (index !== step) wizard.goTo(index);
            else focusFirstError(mapped.errors);
            return;
          }
        }
        setServerMessage(
          err instanceof ApiError && err.code === 'CONFLICT'
            ? err.message
            : errorMessage(t, err, 'banners.submitFailed'),
        );
        setBanner('server');
        requestAnimationFrame(() => bannerRef.current?.focus());
      },
    });
  };

  const bannerText = banner === 'server' ? serverMessage : banner ? t(`banners.${banner}`) : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <OnboardingSteps steps={ONBOARDING_STEPS} current={step} onSelect={goTo} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="ob-step-heading">
        <Card>
          <CardBody className="space-y-6">
            <WizardStepHeading
              id="ob-step-heading"
              headingRef={wizard.headingRef}
              title={t(`steps.${stepId}`)}
              intro={t(`stepIntro.${stepId}`)}
            />

            <div ref={bannerRef} tabIndex={-1} className="focus:outline-none" aria-live="assertive">
              {bannerText ? <FormAlert tone="error">{bannerText}</FormAlert> : null}
            </div>

            {stepId === 'business' ? (
              <BusinessStep values={values.business} errors={errors} set={(f, v) => setField('business', f, v)} />
            ) : null}
            {stepId === 'documents' ? (
              <DocumentsStep
                documents={documents}
                errors={errors}
                onChange={(kind, doc) => {
                  setDocuments((d) => ({ ...d, [kind]: doc }));
                  clearError(`documents.${kind}`);
                  clearError('documents');
                }}
                onBusyChange={(k, busy) =>
                  setBusyDocs((s) => {
                    const n = new Set(s);
                    if (busy) n.add(k);
                    else n.delete(k);
                    return n;
                  })
                }
              />
            ) : null}
            {stepId === 'product' ? (
              <ProductStep
                values={values.product}
                errors={errors}
                set={(f, v) => setField('product', f, v)}
                images={images}
                setImages={setImages}
                categoryRef={categoryRef}
                tagRef={tagRef}
              />
            ) : null}
            {stepId === 'contact' ? (
              <>
                <ContactStep values={values.contact} errors={errors} set={(f, v) => setField('contact', f, v)} />
                <OnboardingReview values={values} documents={documents} imageCount={images.length} onEdit={goTo} />
              </>
            ) : null}
          </CardBody>
          <WizardFooter
            step={step}
            last={last}
            onPrevious={() => goTo(step - 1)}
            busy={submit.isPending}
            submitIcon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
            labels={{
              previous: t('actions.previous'),
              next: t('actions.next'),
              submit: submit.isPending ? t('actions.submitting') : t('actions.submit'),
            }}
          />
        </Card>
      </form>
    </div>
  );
}
