import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { priceToCents, type ProductDto } from '@app/shared/catalog';
import { CURRENCIES, PAYMENT_TERMS, UNITS } from '@app/shared/constants';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardFooter } from '../../../components/ui/card';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { formatPrice } from '../format-price';
import { categoryName, paymentTermsName, unitName } from '../labels';
import { pricePerUnit } from '../../../lib/units';
import {
  buildProductFormSchema,
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  fromProduct,
  STEP_FIELDS,
  stepOfField,
  toProductInput,
  WIZARD_STEPS,
  type ProductField,
  type ProductFormValues,
  type ValidationKey,
} from '../product-form';
import { CategoryPicker } from './category-picker';
import { imageFromServer, ImageUploader, type WizardImage } from './image-uploader';
import { TagInput } from './tag-input';
import { WizardSteps } from './wizard-steps';

type Banner = 'required' | 'uploading' | 'imageErrors' | 'server' | null;

/**
 * The add/edit product wizard (spec 2.9): Basic Info; Details & Images; Shipping & Terms. Next checks the current
 * step's fields; submit happens only on the last step. Server field errors are shown under their field, on their step.
 */
export function ProductWizard({ product }: { product?: ProductDto }) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = product !== undefined;
  const mutation = editing ? update : create;

  const schema = useMemo(() => buildProductFormSchema((key: ValidationKey) => t(`form.errors.${key}`)), [t]);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: product ? fromProduct(product) : EMPTY_PRODUCT_FORM,
  });
  const { errors } = form.formState;

  const [step, setStep] = useState(0);
  const [banner, setBanner] = useState<Banner>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [images, setImages] = useState<WizardImage[]>(() => product?.images.map(imageFromServer) ?? []);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stepId = WIZARD_STEPS[step] ?? 'basic';
  const last = step === WIZARD_STEPS.length - 1;

  // A field with an error is re-checked as it changes, so the message goes away once it is fixed.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name as ProductField).error) void form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);

  // After a step change, put focus on the step's heading so keyboard and screen reader users start at the top.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  // any change to the pictures (added, removed, reordered) answers a server complaint about them
  const updateImages = useCallback<Dispatch<SetStateAction<WizardImage[]>>>((update) => {
    setImages(update);
    setImagesError(undefined);
  }, []);

  const goTo = (index: number) => {
    moved.current = true;
    setBanner(null);
    setStep(index);
  };

  const imagesBusy = images.some((i) => i.status === 'uploading');
  const imagesFailed = images.some((i) => i.status === 'error');

  const next = async () => {
    const ok = await form.trigger([...STEP_FIELDS[stepId]], { shouldFocus: true });
    if (!ok) {
      setBanner('required');
      return;
    }
    if (stepId === 'details' && imagesBusy) {
      setBanner('uploading');
      return;
    }
    if (stepId === 'details' && imagesFailed) {
      setBanner('imageErrors');
      return;
    }
    goTo(step + 1);
  };

  const showServerErrors = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && Object.keys(err.fields).length > 0) {
      let first: number | undefined;
      for (const [key, message] of Object.entries(err.fields)) {
        const field = formFieldOf(key);
        if (!field) continue;
        if (field === 'images') setImagesError(message);
        else form.setError(field, { message });
        const index = WIZARD_STEPS.indexOf(stepOfField(field));
        first = first === undefined ? index : Math.min(first, index);
      }
      if (first !== undefined) {
        setServerMessage(t('form.serverFieldErrors'));
        setBanner('server');
        if (first !== step) {
          moved.current = true;
          setStep(first);
        }
        return;
      }
    }
    setServerMessage(
      errorMessage(t, err, editing ? 'form.updateFailed' : 'form.createFailed', {
        NOT_FOUND: 'detail.notFoundTitle',
        FORBIDDEN: 'form.notYours',
      }),
    );
    setBanner('server');
  };

  const submit = form.handleSubmit(
    (values) => {
      if (imagesBusy) return setBanner('uploading');
      if (imagesFailed) return setBanner('imageErrors');
      setBanner(null);
      const body = toProductInput(
        values,
        images.flatMap((i) => (i.id ? [i.id] : [])),
      );
      const onSuccess = (saved: ProductDto) => {
        if (editing) toast.success(t('form.updated'));
        else toast.success(saved.status === 'active' ? t('form.created') : t('form.createdInactive'));
        void navigate('/vendor/dashboard?tab=products');
      };
      if (product) update.mutate({ id: product.id, body }, { onSuccess, onError: showServerErrors });
      else create.mutate(body, { onSuccess, onError: showServerErrors });
    },
    (invalid) => {
      // something on an earlier step is wrong (e.g. edited back and forth): go to the first such step
      const fields = Object.keys(invalid) as ProductField[];
      const index = Math.min(...fields.map((f) => WIZARD_STEPS.indexOf(stepOfField(f))));
      if (Number.isFinite(index) && index !== step) {
        moved.current = true;
        setStep(index);
      }
      setBanner('required');
    },
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Enter in a field on steps 1 and 2 means Next; only the last step submits
    if (!last) void next();
    else void submit(e);
  };

  const bannerText =
    banner === 'required'
      ? t('form.fillRequired')
      : banner === 'uploading'
        ? t('form.images.waitForUploads')
        : banner === 'imageErrors'
          ? t('form.images.fixFailed')
          : banner === 'server'
            ? serverMessage
            : null;

  const values = form.watch();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WizardSteps steps={WIZARD_STEPS} current={step} onSelect={(i) => goTo(i)} />
      <Card>
        <form onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-heading">
          <CardBody className="space-y-6 p-5 sm:p-8">
            <div>
              <h2
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold text-ink-900 focus:outline-none"
              >
                {t(`form.steps.${stepId}`)}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{t(`form.stepIntro.${stepId}`)}</p>
            </div>

            {bannerText ? <FormAlert>{bannerText}</FormAlert> : null}

            {stepId === 'basic' ? (
              <div className="space-y-5">
                <Field label={t('form.fields.name')} error={errors.name?.message} required>
                  <Input {...form.register('name')} maxLength={200} placeholder={t('form.placeholders.name')} />
                </Field>
                <Controller
                  control={form.control}
                  name="category"
                  render={({ field, fieldState }) => (
                    <CategoryPicker
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Field label={t('form.fields.description')} error={errors.description?.message} required>
                  <Textarea
                    {...form.register('description')}
                    rows={5}
                    maxLength={5000}
                    placeholder={t('form.placeholders.description')}
                  />
                </Field>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={t('form.fields.price')}
                    error={errors.price?.message}
                    required
                    hint={t('form.hints.price')}
                  >
                    <Input
                      {...form.register('price')}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0.00"
                      dir="ltr"
                      className="text-start"
                    />
                  </Field>
                  <Field label={t('form.fields.currency')} error={errors.currency?.message} required>
                    <Select {...form.register('currency')}>
                      {CURRENCIES.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('form.fields.unit')} error={errors.unit?.message} required>
                    <Select {...form.register('unit')}>
                      <option value="">{t('form.chooseUnit')}</option>
                      {UNITS.map((u) => (
                        <option key={u} value={u}>
                          {unitName(t, u)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field
                    label={t('form.fields.minOrder')}
                    error={errors.minOrder?.message}
                    required
                    hint={t('form.hints.minOrder')}
                  >
                    <Input
                      {...form.register('minOrder')}
                      inputMode="numeric"
                      autoComplete="off"
                      dir="ltr"
                      className="text-start"
                    />
                  </Field>
                  <Field
                    label={t('form.fields.stock')}
                    error={errors.stock?.message}
                    optional
                    hint={t('form.hints.stock')}
                    className="sm:col-span-2"
                  >
                    <Input
                      {...form.register('stock')}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={t('form.placeholders.stock')}
                      dir="ltr"
                      className="text-start sm:max-w-xs"
                    />
                  </Field>
                </div>
              </div>
            ) : null}

            {stepId === 'details' ? (
              <div className="space-y-5">
                <Field
                  label={t('form.fields.origin')}
                  error={errors.origin?.message}
                  required
                  hint={t('form.hints.origin')}
                >
                  <Input {...form.register('origin')} maxLength={120} placeholder={t('form.placeholders.origin')} />
                </Field>
                <Field label={t('form.fields.specifications')} error={errors.specifications?.message} optional>
                  <Textarea
                    {...form.register('specifications')}
                    rows={4}
                    maxLength={5000}
                    placeholder={t('form.placeholders.specifications')}
                  />
                </Field>
                <Field label={t('form.fields.certifications')} error={errors.certifications?.message} optional>
                  <Input
                    {...form.register('certifications')}
                    maxLength={1000}
                    placeholder={t('form.placeholders.certifications')}
                  />
                </Field>
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field, fieldState }) => (
                    <TagInput
                      value={field.value}
                      onChange={field.onChange}
                      inputRef={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </div>
            ) : null}
            {/* kept mounted on every step so uploads in progress and previews survive going back and forth */}
            <div hidden={stepId !== 'details'}>
              <ImageUploader images={images} setImages={updateImages} error={imagesError} />
            </div>

            {stepId === 'shipping' ? (
              <div className="space-y-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field
                    label={t('form.fields.leadTime')}
                    error={errors.leadTime?.message}
                    required
                    hint={t('form.hints.leadTime')}
                  >
                    <Input
                      {...form.register('leadTime')}
                      inputMode="numeric"
                      autoComplete="off"
                      dir="ltr"
                      className="text-start"
                    />
                  </Field>
                  <Field label={t('form.fields.paymentTerms')} error={errors.paymentTerms?.message} required>
                    <Select {...form.register('paymentTerms')}>
                      <option value="">{t('form.choosePaymentTerms')}</option>
                      {PAYMENT_TERMS.map((p) => (
                        <option key={p.id} value={p.id}>
                          {paymentTermsName(t, p.id)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field
                    label={t('form.fields.shippingWeight')}
                    error={errors.shippingWeight?.message}
                    optional
                    hint={t('form.hints.shippingWeight')}
                  >
                    <Input
                      {...form.register('shippingWeight')}
                      inputMode="decimal"
                      autoComplete="off"
                      dir="ltr"
                      className="text-start"
                    />
                  </Field>
                  <Field
                    label={t('form.fields.shippingDimensions')}
                    error={errors.shippingDimensions?.message}
                    optional
                    hint={t('form.hints.shippingDimensions')}
                  >
                    <Input
                      {...form.register('shippingDimensions')}
                      autoComplete="off"
                      placeholder="40×30×20"
                      dir="ltr"
                      className="text-start"
                    />
                  </Field>
                </div>
                <section aria-labelledby="wizard-review" className="rounded-xl border border-ink-200 bg-ink-50 p-4">
                  <h3 id="wizard-review" className="text-sm font-semibold text-ink-900">
                    {t('form.review.title')}
                  </h3>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    <ReviewRow label={t('form.fields.name')} value={values.name} />
                    <ReviewRow
                      label={t('form.fields.category')}
                      value={values.category ? categoryName(t, values.category) : ''}
                    />
                    <ReviewRow
                      label={t('form.fields.price')}
                      value={
                        /^\d{1,9}(\.\d{1,2})?$/.test(values.price.trim()) && values.unit
                          ? pricePerUnit(
                              t,
                              formatPrice(priceToCents(values.price), values.currency, i18n.language),
                              values.unit,
                            )
                          : ''
                      }
                    />
                    <ReviewRow
                      label={t('form.fields.stock')}
                      value={values.stock.trim() === '' ? t('detail.unlimited') : values.stock}
                    />
                    <ReviewRow label={t('form.fields.origin')} value={values.origin} />
                    <ReviewRow
                      label={t('form.fields.images')}
                      value={t('form.review.images', { count: images.length, formatted: String(images.length) })}
                    />
                  </dl>
                  <p className="mt-3 text-xs text-ink-600">{t('form.review.hint')}</p>
                </section>
              </div>
            ) : null}
          </CardBody>
          <CardFooter className="justify-between! px-5 py-4 sm:px-8">
            {step === 0 ? (
              <LinkButton to="/vendor/dashboard?tab=products" variant="ghost">
                {t('common:ui.cancel')}
              </LinkButton>
            ) : (
              <Button
                variant="outline"
                onClick={() => goTo(step - 1)}
                icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
                disabled={mutation.isPending}
              >
                {t('form.previous')}
              </Button>
            )}
            {last ? (
              <Button type="submit" loading={mutation.isPending} icon={<Check aria-hidden="true" className="size-4" />}>
                {editing ? t('form.saveChanges') : t('form.submitAdd')}
              </Button>
            ) : (
              <Button
                type="submit"
                className="flex-row-reverse"
                icon={<ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
              >
                {t('form.next')}
              </Button>
            )}
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}

function ReviewRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-ink-600">{label}:</dt>
      <dd className="min-w-0 truncate font-medium text-ink-900">
        {value || <span className="text-ink-500">{t('detail.notSpecified')}</span>}
      </dd>
    </div>
  );
}
