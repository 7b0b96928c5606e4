import { useCallback, useEffect, useMemo, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { WizardFooter, WizardStepHeading } from '../../../components/ui/wizard-parts';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useWizard } from '../../../lib/use-wizard';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
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
import { imageFromServer, ImageUploader, type WizardImage } from './image-uploader';
import { BasicStep } from './product-basic-step';
import { DetailsStep } from './product-details-step';
import { ShippingStep } from './product-shipping-step';
import { WizardSteps } from './wizard-steps';

type Banner = 'required' | 'uploading' | 'imageErrors' | 'server' | null;

/**
 * The add/edit product wizard (spec 2.9): Basic Info; Details & Images; Shipping & Terms. Next checks the current
 * step's fields; submit happens only on the last step. Server field errors are shown under their field, on their step.
 */
export function ProductWizard({ product }: { product?: ProductDto }) {
  const { t } = useTranslation('catalog');
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

  // no draft: an unsaved product is not kept across reloads
  const wizard = useWizard({ steps: WIZARD_STEPS });
  const { step, stepId, last } = wizard;
  const [banner, setBanner] = useState<Banner>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [images, setImages] = useState<WizardImage[]>(() => product?.images.map(imageFromServer) ?? []);
  const [imagesError, setImagesError] = useState<string | undefined>();

  // A field with an error is re-checked as it changes, so the message goes away once it is fixed.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name as ProductField).error) void form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);

  // any change to the pictures (added, removed, reordered) answers a server complaint about them
  const updateImages = useCallback<Dispatch<SetStateAction<WizardImage[]>>>((update) => {
    setImages(update);
    setImagesError(undefined);
  }, []);

  const goTo = (index: number) => {
    setBanner(null);
    wizard.goTo(index);
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
        if (first !== step) wizard.goTo(first);
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
      if (Number.isFinite(index) && index !== step) wizard.goTo(index);
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
            <WizardStepHeading
              id="wizard-step-heading"
              headingRef={wizard.headingRef}
              title={t(`form.steps.${stepId}`)}
              intro={t(`form.stepIntro.${stepId}`)}
            />

            {bannerText ? <FormAlert>{bannerText}</FormAlert> : null}

            {stepId === 'basic' ? <BasicStep form={form} errors={errors} /> : null}
            {stepId === 'details' ? <DetailsStep form={form} errors={errors} /> : null}
            {/* kept mounted on every step so uploads in progress and previews survive going back and forth */}
            <div hidden={stepId !== 'details'}>
              <ImageUploader images={images} setImages={updateImages} error={imagesError} />
            </div>

            {stepId === 'shipping' ? (
              <ShippingStep form={form} errors={errors} values={values} imageCount={images.length} />
            ) : null}
          </CardBody>
          <WizardFooter
            step={step}
            last={last}
            onPrevious={() => goTo(step - 1)}
            busy={mutation.isPending}
            first={
              <LinkButton to="/vendor/dashboard?tab=products" variant="ghost">
                {t('common:ui.cancel')}
              </LinkButton>
            }
            submitIcon={<Check aria-hidden="true" className="size-4" />}
            labels={{
              previous: t('form.previous'),
              next: t('form.next'),
              submit: editing ? t('form.saveChanges') : t('form.submitAdd'),
            }}
            className="px-5 py-4 sm:px-8"
          />
        </form>
      </Card>
    </div>
  );
}
