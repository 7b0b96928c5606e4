import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Pencil, Send } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { priceToCents } from '@app/shared/catalog';
import { BUSINESS_TYPES, CURRENCIES, LIMITS, PAYMENT_TERMS, UNITS, currentYear } from '@app/shared/constants';
import { DOCUMENT_KINDS, type ApplicationDto, type DocumentKind } from '@app/shared/verification';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter } from '../../../components/ui/card';
import { CountrySelect } from '../../../components/ui/country-select';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { sessionQueryKey } from '../../auth/api/get-session';
import { CategoryPicker } from '../../catalog/components/category-picker';
import { imageFromServer, ImageUploader, type WizardImage } from '../../catalog/components/image-uploader';
import { TagInput } from '../../catalog/components/tag-input';
import { formatPrice } from '../../catalog/format-price';
import { categoryName, paymentTermsName, unitName } from '../../catalog/labels';
import { formatQuantity } from '../../../lib/units';
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
  type BusinessValues,
  type ContactValues,
  type DocumentMap,
  type FieldErrors,
  type Msg,
  type OnboardingDraft,
  type OnboardingValues,
} from '../onboarding-form';
import type { ProductFormValues } from '../../catalog/product-form';
import { DocumentUpload, useFileSize } from './document-upload';
import { OnboardingSteps } from './onboarding-steps';

export interface OnboardingPrefill {
  values: OnboardingValues;
  imageIds?: string[];
}

function thumbOf(id: string): WizardImage {
  return imageFromServer({ id, thumbUrl: `/media/product-images/${id}/thumb.webp` });
}

function readDraft(userId: string): OnboardingDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(draftKey(userId)));
  } catch {
    return null;
  }
}

export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(draftKey(userId));
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** The field's element id, so a failed check can focus it. */
const fieldId = (key: string) => `ob-${key.replace('.', '-')}`;

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
  const [draft] = useState(() => readDraft(user.id));

  const [step, setStep] = useState(() => draft?.step ?? 0);
  const [values, setValues] = useState<OnboardingValues>(() => draft?.values ?? prefill?.values ?? initialValues(user));
  const [documents, setDocuments] = useState<DocumentMap>(() => draft?.documents ?? {});
  const [images, setImagesRaw] = useState<WizardImage[]>(() =>
    (draft?.imageIds ?? prefill?.imageIds ?? []).map(thumbOf),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<BannerKey | 'server' | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [busyDocs, setBusyDocs] = useState<ReadonlySet<DocumentKind>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const categoryRef = useRef<HTMLInputElement>(null);
  const tagRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const stepId = ONBOARDING_STEPS[step] ?? 'business';
  const last = step === ONBOARDING_STEPS.length - 1;

  const msg: Msg = useCallback((key, options) => t(key, options ?? {}), [t]);

  // keep the draft (no files: uploaded documents and pictures by their server ids)
  useEffect(() => {
    const body: OnboardingDraft = {
      version: 1,
      step,
      values,
      documents,
      imageIds: images.flatMap((i) => (i.status === 'done' && i.id ? [i.id] : [])),
    };
    try {
      sessionStorage.setItem(draftKey(user.id), JSON.stringify(body));
    } catch {
      // storage full or unavailable: the form still works, only the reload safety net is lost
    }
  }, [step, values, documents, images, user.id]);

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

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
    moved.current = true;
    setBanner(null);
    setStep(index);
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
      if (index !== step) {
        moved.current = true;
        setStep(index);
      }
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
        clearDraft(user.id);
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
            if (index !== step) {
              moved.current = true;
              setStep(index);
            } else focusFirstError(mapped.errors);
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
            <div>
              <h2
                id="ob-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-bold text-ink-900 focus:outline-none"
              >
                {t(`steps.${stepId}`)}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{t(`stepIntro.${stepId}`)}</p>
            </div>

            <div ref={bannerRef} tabIndex={-1} className="focus:outline-none" aria-live="assertive">
              {bannerText ? <FormAlert tone="error">{bannerText}</FormAlert> : null}
            </div>

            {stepId === 'business' ? (
              <BusinessStep values={values.business} errors={errors} set={(f, v) => setField('business', f, v)} />
            ) : null}
            {stepId === 'documents' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {DOCUMENT_KINDS.map((kind) => (
                  <DocumentUpload
                    key={kind}
                    kind={kind}
                    value={documents[kind]}
                    serverError={errors[`documents.${kind}`] ?? errors.documents}
                    onChange={(doc) => {
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
                ))}
              </div>
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
                <Review values={values} documents={documents} imageCount={images.length} onEdit={goTo} />
              </>
            ) : null}
          </CardBody>
          <CardFooter className="flex flex-wrap items-center justify-between gap-3">
            {step > 0 ? (
              <Button
                variant="outline"
                onClick={() => goTo(step - 1)}
                icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
              >
                {t('actions.previous')}
              </Button>
            ) : (
              <span />
            )}
            {last ? (
              <Button
                type="submit"
                loading={submit.isPending}
                icon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
              >
                {submit.isPending ? t('actions.submitting') : t('actions.submit')}
              </Button>
            ) : (
              <Button type="submit">
                {t('actions.next')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Button>
            )}
          </CardFooter>
        </Card>
      </form>
    </div>
  );
}

function BusinessStep({
  values,
  errors,
  set,
}: {
  values: BusinessValues;
  errors: FieldErrors;
  set: (field: keyof BusinessValues, value: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const text = (
    field: keyof BusinessValues,
    opts: { required?: boolean; hint?: string; className?: string; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Field
      id={fieldId(`business.${field}`)}
      label={t(`fields.${field}`)}
      required={opts.required ?? false}
      optional={!opts.required}
      error={errors[`business.${field}`]}
      hint={opts.hint}
      className={opts.className}
    >
      <Input
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        placeholder={opts.placeholder}
        autoComplete={opts.autoComplete}
      />
    </Field>
  );
  const area = (field: keyof BusinessValues, required: boolean, hint?: string) => (
    <Field
      id={fieldId(`business.${field}`)}
      label={t(`fields.${field}`)}
      required={required}
      optional={!required}
      error={errors[`business.${field}`]}
      hint={hint}
      className="sm:col-span-2"
    >
      <Textarea rows={3} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('businessName', { required: true, autoComplete: 'organization' })}
      <Field
        id={fieldId('business.businessType')}
        label={t('fields.businessType')}
        required
        error={errors['business.businessType']}
      >
        <Select value={values.businessType} onChange={(e) => set('businessType', e.target.value)}>
          <option value="">{t('fields.businessTypePlaceholder')}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`businessTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {text('businessLocation', { required: true, placeholder: t('placeholders.businessLocation') })}
      <Field
        id={fieldId('business.businessCountry')}
        label={t('fields.businessCountry')}
        required
        error={errors['business.businessCountry']}
      >
        <CountrySelect
          autoComplete="country-name"
          placeholder={t('fields.chooseCountry')}
          value={values.businessCountry}
          onChange={(e) => set('businessCountry', e.target.value)}
        />
      </Field>
      <Field
        id={fieldId('business.yearEstablished')}
        label={t('fields.yearEstablished')}
        required
        error={errors['business.yearEstablished']}
        hint={t('hints.yearEstablished', { min: LIMITS.yearEstablishedMin, max: currentYear() })}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={LIMITS.yearEstablishedMin}
          max={currentYear()}
          step={1}
          value={values.yearEstablished}
          onChange={(e) => set('yearEstablished', e.target.value)}
        />
      </Field>
      {area('businessDescription', true, t('hints.businessDescription'))}
      {area('primaryProducts', true, t('hints.primaryProducts'))}
      {area('exportExperience', false, t('hints.exportExperience'))}
      {area('certifications', false, t('hints.certifications'))}
    </div>
  );
}

function ProductStep({
  values,
  errors,
  set,
  images,
  setImages,
  categoryRef,
  tagRef,
}: {
  values: ProductFormValues;
  errors: FieldErrors;
  set: (field: keyof ProductFormValues, value: string | string[]) => void;
  images: WizardImage[];
  setImages: Dispatch<SetStateAction<WizardImage[]>>;
  categoryRef: React.RefObject<HTMLInputElement | null>;
  tagRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('onboarding');
  const err = (f: keyof ProductFormValues) => errors[`product.${f}`];
  const label = (f: keyof ProductFormValues) => t(`catalog:form.fields.${f}`);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={fieldId('product.name')} label={label('name')} required error={err('name')} className="sm:col-span-2">
        <Input
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder={t('catalog:form.placeholders.name')}
        />
      </Field>
      <div className="sm:col-span-2">
        <CategoryPicker
          value={values.category}
          onChange={(v) => set('category', v)}
          error={err('category')}
          inputRef={categoryRef}
        />
      </div>
      <Field
        id={fieldId('product.description')}
        label={label('description')}
        required
        error={err('description')}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder={t('catalog:form.placeholders.description')}
        />
      </Field>
      <Field
        id={fieldId('product.price')}
        label={label('price')}
        required
        error={err('price')}
        hint={t('catalog:form.hints.price')}
      >
        <Input
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          placeholder="0.00"
        />
      </Field>
      <Field id={fieldId('product.currency')} label={label('currency')} required error={err('currency')}>
        <Select value={values.currency} onChange={(e) => set('currency', e.target.value)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={fieldId('product.unit')} label={label('unit')} required error={err('unit')}>
        <Select value={values.unit} onChange={(e) => set('unit', e.target.value)}>
          <option value="">{t('catalog:form.chooseUnit')}</option>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {unitName(t, u)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId('product.minOrder')}
        label={label('minOrder')}
        required
        error={err('minOrder')}
        hint={t('catalog:form.hints.minOrder')}
      >
        <Input inputMode="numeric" value={values.minOrder} onChange={(e) => set('minOrder', e.target.value)} />
      </Field>
      <Field
        id={fieldId('product.origin')}
        label={label('origin')}
        required
        error={err('origin')}
        hint={t('catalog:form.hints.origin')}
      >
        <Input
          value={values.origin}
          onChange={(e) => set('origin', e.target.value)}
          placeholder={t('catalog:form.placeholders.origin')}
        />
      </Field>
      <Field
        id={fieldId('product.leadTime')}
        label={label('leadTime')}
        required
        error={err('leadTime')}
        hint={t('catalog:form.hints.leadTime')}
      >
        <Input inputMode="numeric" value={values.leadTime} onChange={(e) => set('leadTime', e.target.value)} />
      </Field>
      <Field id={fieldId('product.paymentTerms')} label={label('paymentTerms')} required error={err('paymentTerms')}>
        <Select value={values.paymentTerms} onChange={(e) => set('paymentTerms', e.target.value)}>
          <option value="">{t('catalog:form.choosePaymentTerms')}</option>
          {PAYMENT_TERMS.map((p) => (
            <option key={p.id} value={p.id}>
              {paymentTermsName(t, p.id)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="sm:col-span-2">
        <TagInput value={values.tags} onChange={(tags) => set('tags', tags)} error={err('tags')} inputRef={tagRef} />
      </div>
      <div className="sm:col-span-2" id={fieldId('product.images')}>
        <ImageUploader images={images} setImages={setImages} error={errors['product.images']} />
      </div>
    </div>
  );
}

function ContactStep({
  values,
  errors,
  set,
}: {
  values: ContactValues;
  errors: FieldErrors;
  set: (field: keyof ContactValues, value: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const input = (
    field: keyof ContactValues,
    opts: {
      required: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      placeholder?: string;
      wide?: boolean;
    },
  ) => (
    <Field
      id={fieldId(`contact.${field}`)}
      label={t(`fields.${field}`)}
      required={opts.required}
      optional={!opts.required}
      error={errors[`contact.${field}`]}
      hint={opts.hint}
      className={opts.wide ? 'sm:col-span-2' : undefined}
    >
      <Input
        type={opts.type ?? 'text'}
        value={values[field]}
        autoComplete={opts.autoComplete}
        placeholder={opts.placeholder}
        dir={opts.type === 'email' || opts.type === 'url' || opts.type === 'tel' ? 'ltr' : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {input('contactPerson', { required: true, autoComplete: 'name' })}
      {input('contactPhone', { required: true, type: 'tel', autoComplete: 'tel', placeholder: '+234 800 000 0000' })}
      {input('contactEmail', { required: true, type: 'email', autoComplete: 'email' })}
      {input('website', {
        required: false,
        type: 'url',
        autoComplete: 'url',
        hint: t('hints.website'),
        placeholder: 'https://',
      })}
      <Field
        id={fieldId('contact.businessAddress')}
        label={t('fields.businessAddress')}
        required
        error={errors['contact.businessAddress']}
        className="sm:col-span-2"
      >
        <Textarea
          rows={2}
          value={values.businessAddress}
          autoComplete="street-address"
          onChange={(e) => set('businessAddress', e.target.value)}
        />
      </Field>
    </div>
  );
}

function Review({
  values,
  documents,
  imageCount,
  onEdit,
}: {
  values: OnboardingValues;
  documents: DocumentMap;
  imageCount: number;
  onEdit: (step: number) => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const size = useFileSize();
  const b = values.business;
  const p = values.product;
  const c = values.contact;
  const none = t('review.none');
  const priceText = /^\d{1,9}(\.\d{1,2})?$/.test(p.price.trim())
    ? formatPrice(priceToCents(p.price.trim()), p.currency, i18n.language)
    : p.price || none;
  const docs = DOCUMENT_KINDS.filter((k) => documents[k]);
  return (
    <section aria-labelledby="ob-review-heading" className="space-y-4 border-t border-ink-200 pt-6">
      <div>
        <h3 id="ob-review-heading" className="text-lg font-bold text-ink-900">
          {t('review.title')}
        </h3>
        <p className="text-sm text-ink-600">{t('review.intro')}</p>
      </div>
      <ReviewBlock title={t('steps.business')} onEdit={() => onEdit(0)}>
        <Item label={t('fields.businessName')} value={b.businessName || none} />
        <Item label={t('fields.businessType')} value={b.businessType ? t(`businessTypes.${b.businessType}`) : none} />
        <Item label={t('fields.businessLocation')} value={b.businessLocation || none} />
        <Item
          label={t('fields.businessCountry')}
          value={b.businessCountry ? countryName(b.businessCountry, i18n.language) : none}
        />
        <Item label={t('fields.yearEstablished')} value={b.yearEstablished || none} />
        <Item label={t('fields.businessDescription')} value={b.businessDescription || none} wide />
        <Item label={t('fields.primaryProducts')} value={b.primaryProducts || none} wide />
        {b.exportExperience ? <Item label={t('fields.exportExperience')} value={b.exportExperience} wide /> : null}
        {b.certifications ? <Item label={t('fields.certifications')} value={b.certifications} wide /> : null}
      </ReviewBlock>
      <ReviewBlock title={t('steps.documents')} onEdit={() => onEdit(1)}>
        {docs.length === 0 ? (
          <Item label={t('review.documents')} value={t('review.noDocuments')} wide />
        ) : (
          docs.map((k) => (
            <Item
              key={k}
              label={t(`documents.kinds.${k}`)}
              value={`${documents[k]?.filename ?? ''} (${size(documents[k]?.bytes ?? 0)})`}
            />
          ))
        )}
      </ReviewBlock>
      <ReviewBlock title={t('steps.product')} onEdit={() => onEdit(2)}>
        <Item label={t('catalog:form.fields.name')} value={p.name || none} />
        <Item label={t('catalog:form.fields.category')} value={p.category ? categoryName(t, p.category) : none} />
        <Item label={t('catalog:form.fields.price')} value={priceText} />
        <Item
          label={t('catalog:form.fields.minOrder')}
          value={
            p.minOrder
              ? p.unit && /^\d{1,9}$/.test(p.minOrder.trim())
                ? formatQuantity(t, Number(p.minOrder.trim()), p.unit)
                : p.minOrder
              : none
          }
        />
        <Item label={t('catalog:form.fields.origin')} value={p.origin || none} />
        <Item label={t('catalog:form.fields.leadTime')} value={p.leadTime || none} />
        <Item
          label={t('catalog:form.fields.paymentTerms')}
          value={p.paymentTerms ? paymentTermsName(t, p.paymentTerms) : none}
        />
        <Item label={t('review.images')} value={String(imageCount)} />
        {p.tags.length ? <Item label={t('catalog:form.fields.tags')} value={p.tags.join(', ')} wide /> : null}
      </ReviewBlock>
      <ReviewBlock title={t('review.contact')}>
        <Item label={t('fields.contactPerson')} value={c.contactPerson || none} />
        <Item label={t('fields.contactPhone')} value={c.contactPhone || none} />
        <Item label={t('fields.contactEmail')} value={c.contactEmail || none} />
        <Item label={t('fields.website')} value={c.website || none} />
        <Item label={t('fields.businessAddress')} value={c.businessAddress || none} wide />
      </ReviewBlock>
    </section>
  );
}

function ReviewBlock({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="rounded-xl border border-ink-200 bg-ink-50/50 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="font-semibold text-ink-900">{title}</h4>
        {onEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            icon={<Pencil aria-hidden="true" className="size-4" />}
            aria-label={t('review.editSection', { section: title })}
          >
            {t('review.edit')}
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </div>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-ink-900">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
