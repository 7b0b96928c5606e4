import { z } from 'zod';
import type { ProductDto, ProductInput } from '@app/shared/catalog';
import { SHIPPING_MODES, type ShippingMode } from '@app/shared/checkout-shipping';
import { CURRENCIES, DEFAULT_CURRENCY, LIMITS, PAYMENT_TERMS, UNITS } from '@app/shared/constants';
import { priceToCents } from '@app/shared/price-cents';
import { tierProblem } from '@app/shared/price-tiers';
import { isCategoryId } from './browse-params';
import { priceTiersOf } from './price-tiers-of';

/** The add/edit product wizard's form: what the inputs hold (text), its three steps and their checks (spec 2.9, 5). */
export interface ProductFormValues {
  name: string;
  category: string;
  description: string;
  price: string;
  currency: string;
  unit: string;
  minOrder: string;
  /** blank: unlimited stock */
  stock: string;
  /** Volume price breaks (issue 22): from this quantity, this unit price; at most five. */
  priceTiers: { minQuantity: string; price: string }[];
  specifications: string;
  origin: string;
  certifications: string;
  tags: string[];
  /** How buyers pay shipping (issue 17): calculated, flat, free or quote. */
  shippingMode: string;
  /** Flat shipping per unit, in the product's currency (mode `flat`). */
  flatShipping: string;
  shippingWeight: string;
  shippingDimensions: string;
  leadTime: string;
  paymentTerms: string;
}

export type ProductField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  unit: '',
  minOrder: '1',
  stock: '',
  priceTiers: [],
  specifications: '',
  origin: '',
  certifications: '',
  tags: [],
  shippingMode: 'calculated',
  flatShipping: '',
  shippingWeight: '',
  shippingDimensions: '',
  leadTime: '',
  paymentTerms: '',
};

export const WIZARD_STEPS = ['basic', 'details', 'shipping'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The fields each step shows, in screen order; Next checks only these. Images belong to the details step. */
export const STEP_FIELDS: Record<WizardStep, readonly ProductField[]> = {
  basic: ['name', 'category', 'description', 'price', 'currency', 'unit', 'minOrder', 'stock', 'priceTiers'],
  details: ['origin', 'specifications', 'certifications', 'tags'],
  shipping: ['leadTime', 'paymentTerms', 'shippingMode', 'flatShipping', 'shippingWeight', 'shippingDimensions'],
};

export const REQUIRED_FIELDS: readonly ProductField[] = [
  'name',
  'category',
  'description',
  'price',
  'currency',
  'unit',
  'minOrder',
  'origin',
  'leadTime',
  'paymentTerms',
];

/** Message keys of the checks (translated by the caller, in the `catalog` namespace under `form.errors`). */
export type ValidationKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'categoryRequired'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'priceRequired'
  | 'priceFormat'
  | 'pricePositive'
  | 'currencyRequired'
  | 'unitRequired'
  | 'minOrderRequired'
  | 'minOrderWhole'
  | 'minOrderRange'
  | 'stockWhole'
  | 'stockRange'
  | 'originRequired'
  | 'originTooLong'
  | 'textTooLong'
  | 'weightFormat'
  | 'weightRequired'
  | 'dimensionsFormat'
  | 'flatShippingRequired'
  | 'flatShippingFormat'
  | 'leadTimeRequired'
  | 'leadTimeRange'
  | 'paymentTermsRequired'
  | 'tierQuantityRequired'
  | 'tierAboveMinOrder'
  | 'tierQuantityOrder'
  | 'tierPriceOrder'
  | 'tiersMax';

const WHOLE = /^\d{1,9}$/;
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const WEIGHT = /^\d{1,6}(\.\d)?$/;
const DIMENSIONS = /^\d{1,4}(\.\d{1,2})?\s*[x×X*]\s*\d{1,4}(\.\d{1,2})?\s*[x×X*]\s*\d{1,4}(\.\d{1,2})?$/;
const paymentTermIds: readonly string[] = PAYMENT_TERMS.map((p) => p.id);

/** The same rules as the server's `productInput`, with messages from `msg`. */
export function buildProductFormSchema(msg: (key: ValidationKey) => string) {
  const required = (key: ValidationKey) => z.string().trim().min(1, msg(key));
  const wholeNumber = (
    requiredKey: ValidationKey | null,
    wholeKey: ValidationKey,
    rangeKey: ValidationKey,
    min: number,
    max: number,
  ) =>
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') {
          if (requiredKey) ctx.addIssue({ code: 'custom', message: msg(requiredKey) });
          return;
        }
        if (!WHOLE.test(v)) ctx.addIssue({ code: 'custom', message: msg(wholeKey) });
        else if (Number(v) < min || Number(v) > max) ctx.addIssue({ code: 'custom', message: msg(rangeKey) });
      });
  const price = () =>
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') ctx.addIssue({ code: 'custom', message: msg('priceRequired') });
        else if (!PRICE.test(v)) ctx.addIssue({ code: 'custom', message: msg('priceFormat') });
        else if (Number(v) <= 0) ctx.addIssue({ code: 'custom', message: msg('pricePositive') });
      });
  const pattern = (re: RegExp, key: ValidationKey) =>
    z
      .string()
      .trim()
      .refine((v) => v === '' || re.test(v), msg(key));

  return z
    .object({
      name: required('nameRequired').max(200, msg('nameTooLong')),
      category: z.string().refine((v) => isCategoryId(v), msg('categoryRequired')),
      description: required('descriptionRequired').max(5000, msg('descriptionTooLong')),
      price: price(),
      currency: z.string().refine((v) => (CURRENCIES as readonly string[]).includes(v), msg('currencyRequired')),
      unit: z.string().refine((v) => (UNITS as readonly string[]).includes(v), msg('unitRequired')),
      minOrder: wholeNumber('minOrderRequired', 'minOrderWhole', 'minOrderRange', 1, 1_000_000),
      stock: wholeNumber(null, 'stockWhole', 'stockRange', 0, LIMITS.unlimitedStock - 1),
      priceTiers: z
        .array(
          z.object({
            minQuantity: wholeNumber('tierQuantityRequired', 'minOrderWhole', 'minOrderRange', 2, 1_000_000),
            price: price(),
          }),
        )
        .max(5, msg('tiersMax')),
      specifications: z.string().trim().max(5000, msg('textTooLong')),
      origin: required('originRequired').max(120, msg('originTooLong')),
      certifications: z.string().trim().max(1000, msg('textTooLong')),
      tags: z.array(z.string()),
      shippingMode: z.string().refine((v) => (SHIPPING_MODES as readonly string[]).includes(v)),
      flatShipping: pattern(PRICE, 'flatShippingFormat'),
      shippingWeight: pattern(WEIGHT, 'weightFormat'),
      shippingDimensions: pattern(DIMENSIONS, 'dimensionsFormat'),
      leadTime: wholeNumber('leadTimeRequired', 'leadTimeRange', 'leadTimeRange', 0, 365),
      paymentTerms: z.string().refine((v) => paymentTermIds.includes(v), msg('paymentTermsRequired')),
    })
    .superRefine((v, ctx) => {
      // What the chosen shipping needs before buyers can pay for it (issue 17).
      if (v.shippingMode === 'calculated' && v.shippingWeight.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['shippingWeight'], message: msg('weightRequired') });
      if (v.shippingMode === 'flat' && v.flatShipping.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['flatShipping'], message: msg('flatShippingRequired') });
      // The ladder's order (the server's rule, price-tiers.ts), once each row reads as numbers.
      const rows = v.priceTiers.map((r) => ({ minQuantity: r.minQuantity.trim(), price: r.price.trim() }));
      const readable =
        PRICE.test(v.price.trim()) &&
        WHOLE.test(v.minOrder.trim()) &&
        rows.every((r) => WHOLE.test(r.minQuantity) && PRICE.test(r.price));
      if (!readable) return;
      const wrong = tierProblem(
        priceToCents(v.price),
        Number(v.minOrder.trim()),
        rows.map((r) => ({ minQuantity: Number(r.minQuantity), priceCents: priceToCents(r.price) })),
      );
      if (wrong && wrong.problem !== 'tiersMax')
        ctx.addIssue({
          code: 'custom',
          path: ['priceTiers', wrong.index, wrong.problem === 'tierPriceOrder' ? 'price' : 'minQuantity'],
          message: msg(wrong.problem),
        });
    });
}

/** The first error of each field of one step (an empty object when the step is complete). */
export function validateStep(
  values: ProductFormValues,
  step: WizardStep,
  msg: (key: ValidationKey) => string,
): Partial<Record<ProductField, string>> {
  const result = buildProductFormSchema(msg).safeParse(values);
  const errors: Partial<Record<ProductField, string>> = {};
  if (result.success) return errors;
  const fields = STEP_FIELDS[step];
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductField | undefined;
    if (field && fields.includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function stepOfField(field: ProductField | 'images'): WizardStep {
  if (field === 'images') return 'details';
  return WIZARD_STEPS.find((s) => STEP_FIELDS[s].includes(field)) ?? 'basic';
}

/** A server field key (VALIDATION_ERROR details.fields: `price`, `imageIds`, `tags.2`) as a form field. */
export function formFieldOf(serverKey: string): ProductField | 'images' | undefined {
  const head = serverKey.split('.')[0] ?? '';
  if (head === 'imageIds' || head === 'images') return 'images';
  return head in EMPTY_PRODUCT_FORM ? (head as ProductField) : undefined;
}

/** The request body for POST/PUT /api/vendor/products from validated form values. */
export function toProductInput(values: ProductFormValues, imageIds: readonly string[]): ProductInput {
  const stock = values.stock.trim();
  return {
    name: values.name.trim(),
    category: values.category as ProductInput['category'],
    description: values.description.trim(),
    price: values.price.trim(),
    currency: values.currency as ProductInput['currency'],
    minOrder: Number(values.minOrder.trim()),
    unit: values.unit as ProductInput['unit'],
    stock: stock === '' ? null : Number(stock),
    priceTiers: values.priceTiers.map((r) => ({ minQuantity: Number(r.minQuantity.trim()), price: r.price.trim() })),
    specifications: values.specifications.trim(),
    origin: values.origin.trim(),
    certifications: values.certifications.trim(),
    shippingMode: values.shippingMode as ShippingMode,
    flatShipping: values.shippingMode === 'flat' ? values.flatShipping.trim() : '',
    shippingWeight: values.shippingWeight.trim(),
    shippingDimensions: values.shippingDimensions.trim(),
    leadTime: Number(values.leadTime.trim()),
    paymentTerms: values.paymentTerms,
    tags: [...values.tags],
    imageIds: [...imageIds],
  };
}

/** The edit wizard's starting values from the product (stock null: unlimited, shown blank). */
export function fromProduct(p: ProductDto): ProductFormValues {
  return {
    name: p.name,
    category: p.category,
    description: p.description,
    price: p.price,
    currency: p.currency,
    unit: p.unit,
    minOrder: String(p.minOrder),
    stock: p.stock === null ? '' : String(p.stock),
    priceTiers: priceTiersOf(p).map((r) => ({ minQuantity: String(r.minQuantity), price: r.price })),
    specifications: p.specifications,
    origin: p.origin,
    certifications: p.certifications,
    tags: [...p.tags],
    shippingMode: p.shippingMode,
    flatShipping: p.flatShipping ?? '',
    shippingWeight: p.shippingWeight ?? '',
    shippingDimensions: p.shippingDimensions,
    leadTime: String(p.leadTime),
    paymentTerms: p.paymentTerms,
  };
}
