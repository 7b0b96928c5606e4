/** Catalog contracts: products, browse, vendor management. Money travels as decimal strings, stored as cents. */
import { z } from 'zod';
import { BROWSE_SORTS } from './browse-sorts.ts';
import { SHIPPING_MODES } from './checkout-shipping.ts';
import { CATEGORY_IDS, CURRENCIES, LIMITS, PAYMENT_TERMS, UNITS } from './constants.ts';
import { contractMessage } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { MAX_PRICE_TIERS } from './price-tiers.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

const paymentTermIds = PAYMENT_TERMS.map((p) => p.id) as unknown as readonly [string, ...string[]];

export const priceString = z
  .string(contractMessage('catalog.form.priceRequired'))
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('catalog.form.priceFormat'))
  .refine((v) => Number(v) > 0, contractMessage('catalog.form.pricePositive'))
  .superRefine((v, ctx) => {
    if (Number(v) > LIMITS.maxPrice) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: LIMITS.maxPrice,
        inclusive: true,
        ...contractMessage('validation.tooBig'),
      });
    }
  });

export const weightString = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d)?$/, contractMessage('catalog.form.weightFormat'));

export const dimensionsString = z
  .string()
  .trim()
  .check(singleLine)
  .regex(
    /^\d{1,4}(\.\d{1,2})?\s*[x×X*]\s*\d{1,4}(\.\d{1,2})?\s*[x×X*]\s*\d{1,4}(\.\d{1,2})?$/,
    contractMessage('catalog.form.dimensionsFormat'),
  );

export const tagsSchema = z
  .array(singleLineText().min(1).max(40))
  .max(20, contractMessage('catalog.form.tagsMax'))
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

const optionalText = (max: number) => multiLineText().max(max).optional().default('');

export const productInput = z.object({
  name: singleLineText().min(1, contractMessage('catalog.form.nameRequired')).max(200),
  category: z.enum(CATEGORY_IDS, contractMessage('catalog.form.categoryRequired')),
  description: multiLineText().min(1, contractMessage('catalog.form.descriptionRequired')).max(5000),
  price: priceString,
  currency: z.enum(CURRENCIES, contractMessage('catalog.form.currencyRequired')),
  minOrder: numberInput('catalog.form.minOrderRequired', (n) =>
    n
      .int(contractMessage('catalog.form.minOrderWhole'))
      .min(1, contractMessage('catalog.form.minOrderMin'))
      .max(1_000_000),
  ),
  unit: z.enum(UNITS, contractMessage('catalog.form.unitRequired')),
  /** null or absent: unlimited stock (blank text is refused, not read as 0). */
  stock: numberInput('catalog.form.stockWhole', (n) =>
    n
      .int(contractMessage('catalog.form.stockWhole'))
      .min(0, contractMessage('catalog.form.stockNegative'))
      .max(LIMITS.unlimitedStock - 1),
  )
    .nullable()
    .optional(),
  specifications: optionalText(5000),
  origin: singleLineText().min(1, contractMessage('catalog.form.originRequired')).max(120),
  certifications: optionalText(1000),
  shippingWeight: z
    .union([z.literal(''), weightString])
    .optional()
    .default(''),
  shippingDimensions: z
    .union([z.literal(''), dimensionsString])
    .optional()
    .default(''),
  /** How buyers pay shipping (issue 17); `calculated` needs the weight, `flat` the price per unit. */
  shippingMode: z.enum(SHIPPING_MODES).optional().default('calculated'),
  flatShipping: z
    .union([z.literal(''), z.literal('0'), priceString])
    .optional()
    .default(''),
  leadTime: numberInput('catalog.form.leadTimeRequired', (n) =>
    n.int(contractMessage('catalog.form.leadTimeWhole')).min(0).max(365, contractMessage('catalog.form.leadTimeMax')),
  ),
  paymentTerms: z.enum(paymentTermIds, contractMessage('catalog.form.paymentTermsRequired')),
  /**
   * Volume price breaks (issue 22), in the product's currency: quantities rising above the minimum order, prices
   * falling below the base price (the server checks the order, price-tiers.ts).
   */
  priceTiers: z
    .array(
      z.object({
        minQuantity: numberInput('catalog.form.tierQuantityRequired', (n) =>
          n
            .int(contractMessage('catalog.form.minOrderWhole'))
            .min(2, contractMessage('catalog.form.tierAboveMinOrder'))
            .max(1_000_000),
        ),
        price: priceString,
      }),
    )
    .max(MAX_PRICE_TIERS, contractMessage('catalog.form.tiersMax'))
    .optional()
    .default([]),
  tags: tagsSchema.optional().default([]),
  imageIds: z
    .array(z.uuid())
    .max(LIMITS.maxProductImages, contractMessage('catalog.form.imagesMax'))
    .optional()
    .default([]),
});
export type ProductInput = z.input<typeof productInput>;

export const productImageDto = z.object({ id: z.string(), thumbUrl: z.string(), url: z.string() });
export type ProductImageDto = z.infer<typeof productImageDto>;

export const productDto = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  minOrder: z.number().int(),
  unit: z.string(),
  stock: z.number().int().nullable(),
  availableStock: z.number().int(),
  specifications: z.string(),
  origin: z.string(),
  certifications: z.string(),
  shippingWeight: z.string().nullable(),
  shippingDimensions: z.string(),
  shippingMode: z.enum(SHIPPING_MODES),
  /** Flat shipping per unit in the product's currency (decimal string), null unless `flat`. */
  flatShipping: z.string().nullable(),
  leadTime: z.number().int(),
  paymentTerms: z.string(),
  /** Volume price breaks, rising in quantity (issue 22); the cart applies the deepest one reached. */
  priceTiers: z.array(z.object({ minQuantity: z.number().int(), price: z.string(), priceCents: z.number().int() })),
  tags: z.array(z.string()),
  images: z.array(productImageDto),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorCountry: z.string(),
  isVerified: z.boolean(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  views: z.number().int(),
  rating: z.number(),
  reviews: z.number().int(),
});
export type ProductDto = z.infer<typeof productDto>;

/**
 * A product as a list shows it (browse pages, the home page): what a card draws and what "Add to cart" and the heart
 * need, nothing more; the product page fetches the rest (productDto). A phone pays for every byte of a list.
 */
export const productCardDto = productDto
  .pick({
    id: true,
    name: true,
    category: true,
    priceCents: true,
    currency: true,
    minOrder: true,
    unit: true,
    stock: true,
    vendorId: true,
    vendorName: true,
    vendorCountry: true,
    isVerified: true,
    rating: true,
    reviews: true,
  })
  .extend({
    /** The first picture's small size (the card's), null when the product has none. */
    thumbUrl: z.string().nullable(),
    /** The deepest volume price (issue 22), absent when the product has one price. */
    volumePrice: z.object({ minQuantity: z.number().int(), priceCents: z.number().int() }).optional(),
  });
export type ProductCardDto = z.infer<typeof productCardDto>;

/**
 * Counting stops here: a larger result is reported as `total: 100, totalCapped: true` ("100+"). Proving "at least N"
 * means finding N matching rows, so the cap is what a first page may spend on its total (decision 016).
 */
export const BROWSE_TOTAL_CAP = 100;

export const productPage = z.object({
  items: z.array(productCardDto),
  nextCursor: z.string().nullable(),
  /**
   * How many products match, counted up to BROWSE_TOTAL_CAP (then `totalCapped`). Given with the first page only
   * (no cursor); later pages answer null and the first page's figure still holds.
   */
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
  /**
   * Set when nothing matched the words as typed and the results are for this spelling instead ("cocao" -> "cocoa");
   * ask again with `exact=1` to search the typed words only.
   */
  correctedQuery: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPage>;

export { BROWSE_SORTS, effectiveSort, type BrowseSort } from './browse-sorts.ts';

export const browseQuery = z.object({
  q: singleLineText().max(200).optional(),
  category: z.union([z.enum(CATEGORY_IDS), z.literal('all')]).optional(),
  country: singleLineText().max(80).optional(),
  sort: z.enum(BROWSE_SORTS, contractMessage('catalog.sortUnknown')).optional(),
  /** 1: search the words exactly as typed, without a spelling correction. */
  exact: z.enum(['0', '1'], contractMessage('catalog.exactFlag')).optional(),
  cursor: z.string().max(300).check(singleLine).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type BrowseQuery = z.input<typeof browseQuery>;

export const vendorStatsDto = z.object({
  totalProducts: z.number().int(),
  activeProducts: z.number().int(),
  pendingOrders: z.number().int(),
  activeInquiries: z.number().int(),
  productViews: z.number().int(),
});
export type VendorStatsDto = z.infer<typeof vendorStatsDto>;

export const uploadedImagesResponse = z.object({ images: z.array(productImageDto) });

export { centsToPrice, priceToCents } from './price-cents.ts';

/** kg string with one decimal -> grams. */
export function weightToGrams(kg: string): number {
  const [whole = '0', frac = ''] = kg.trim().split('.');
  return Number(whole) * 1000 + Number((frac + '000').slice(0, 3));
}

export function gramsToWeight(grams: number): string {
  const kg = grams / 1000;
  return Number.isInteger(kg) ? String(kg) : kg.toFixed(1);
}
