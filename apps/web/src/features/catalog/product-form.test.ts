import { describe, expect, it } from 'vitest';
import { productInput, type ProductDto } from '@app/shared/catalog';
import {
  buildProductFormSchema,
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  fromProduct,
  REQUIRED_FIELDS,
  STEP_FIELDS,
  stepOfField,
  toProductInput,
  validateStep,
  WIZARD_STEPS,
  type ProductFormValues,
} from './product-form';

const msg = (key: string) => key;

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Ghana Cocoa Beans',
  category: 'agriculture-farming',
  description: 'Fermented, sun-dried beans.',
  price: '2450.50',
  currency: 'USD',
  unit: 'MT',
  minOrder: '5',
  stock: '',
  origin: 'Ashanti, Ghana',
  leadTime: '21',
  paymentTerms: 'escrow',
  tags: ['cocoa'],
  shippingWeight: '1000',
};

describe('wizard steps', () => {
  it('puts every required field on exactly one step', () => {
    const all = WIZARD_STEPS.flatMap((s) => STEP_FIELDS[s]);
    expect(new Set(all).size).toBe(all.length);
    for (const f of REQUIRED_FIELDS) expect(all).toContain(f);
    expect(all.sort()).toEqual(Object.keys(EMPTY_PRODUCT_FORM).sort());
  });

  it('reports the required fields of the first step on an empty form', () => {
    expect(validateStep(EMPTY_PRODUCT_FORM, 'basic', msg)).toEqual({
      name: 'nameRequired',
      category: 'categoryRequired',
      description: 'descriptionRequired',
      price: 'priceRequired',
      unit: 'unitRequired',
    });
    expect(validateStep(EMPTY_PRODUCT_FORM, 'details', msg)).toEqual({ origin: 'originRequired' });
    expect(validateStep(EMPTY_PRODUCT_FORM, 'shipping', msg)).toEqual({
      leadTime: 'leadTimeRequired',
      paymentTerms: 'paymentTermsRequired',
      // calculated by the carrier unless the vendor chooses otherwise: it needs the weight
      shippingWeight: 'weightRequired',
    });
  });

  it('passes a complete product on every step', () => {
    for (const step of WIZARD_STEPS) expect(validateStep(valid, step, msg)).toEqual({});
  });

  it('checks number formats like the server', () => {
    const bad = {
      ...valid,
      price: '12.345',
      minOrder: '0',
      stock: '-1',
      leadTime: '400',
      shippingWeight: '2.55',
      shippingDimensions: '40 by 30',
    };
    expect(validateStep(bad, 'basic', msg)).toEqual({
      price: 'priceFormat',
      minOrder: 'minOrderRange',
      stock: 'stockWhole',
    });
    expect(validateStep(bad, 'shipping', msg)).toEqual({
      leadTime: 'leadTimeRange',
      shippingWeight: 'weightFormat',
      shippingDimensions: 'dimensionsFormat',
    });
    expect(validateStep({ ...valid, price: '0.00' }, 'basic', msg)).toEqual({ price: 'pricePositive' });
    expect(validateStep({ ...valid, minOrder: '2.5' }, 'basic', msg)).toEqual({ minOrder: 'minOrderWhole' });
    expect(validateStep({ ...valid, stock: '999999' }, 'basic', msg)).toEqual({ stock: 'stockRange' });
    expect(validateStep({ ...valid, shippingDimensions: '40×30×20', shippingWeight: '2.5' }, 'shipping', msg)).toEqual(
      {},
    );
  });
});

describe('form <-> API', () => {
  it('builds a body the server contract accepts, with blank stock as unlimited', () => {
    const body = toProductInput(valid, ['0b6f2d2e-4a4b-4a8e-9a39-2f3f0a1c7e11']);
    expect(body.stock).toBeNull();
    expect(body.minOrder).toBe(5);
    expect(body.leadTime).toBe(21);
    const parsed = productInput.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(toProductInput({ ...valid, stock: ' 40 ' }, []).stock).toBe(40);
  });

  it('prefills from a product and back', () => {
    // a flat shipping price and no weight (null on the product, blank in the form)
    const flat = { ...valid, shippingMode: 'flat', flatShipping: '7.50', shippingWeight: '' };
    const dto = {
      ...toProductInput(flat, []),
      id: 'p1',
      priceCents: 245050,
      stock: null,
      availableStock: 999999,
      shippingWeight: null,
      images: [],
      vendorId: 'v',
      vendorName: 'V',
      vendorCountry: 'Ghana',
      isVerified: true,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      views: 0,
      rating: 0,
      reviews: 0,
    } as unknown as ProductDto;
    const values = fromProduct(dto);
    expect(values.stock).toBe('');
    expect(values.shippingWeight).toBe('');
    expect(values.minOrder).toBe('5');
    expect(values.flatShipping).toBe('7.50');
    expect(toProductInput(values, [])).toEqual(toProductInput(flat, []));
  });

  it('maps server field keys to form fields and steps', () => {
    expect(formFieldOf('price')).toBe('price');
    expect(formFieldOf('imageIds')).toBe('images');
    expect(formFieldOf('imageIds.2')).toBe('images');
    expect(formFieldOf('tags.0')).toBe('tags');
    expect(formFieldOf('cursor')).toBeUndefined();
    expect(stepOfField('price')).toBe('basic');
    expect(stepOfField('images')).toBe('details');
    expect(stepOfField('paymentTerms')).toBe('shipping');
  });
});

describe('shipping options (issue 17)', () => {
  const errorsOf = (values: ProductFormValues) => validateStep(values, 'shipping', msg);
  it('asks the weight when the carrier calculates shipping, and the price when it is flat', () => {
    expect(errorsOf({ ...valid, shippingWeight: '' })).toEqual({ shippingWeight: 'weightRequired' });
    expect(errorsOf({ ...valid, shippingMode: 'flat', shippingWeight: '' })).toEqual({
      flatShipping: 'flatShippingRequired',
    });
    expect(errorsOf({ ...valid, shippingMode: 'flat', flatShipping: '7.5x' })).toEqual({
      flatShipping: 'flatShippingFormat',
    });
    expect(errorsOf({ ...valid, shippingMode: 'free', shippingWeight: '' })).toEqual({});
    expect(errorsOf({ ...valid, shippingMode: 'quote', shippingWeight: '' })).toEqual({});
  });
  it('sends the flat price only with flat shipping', () => {
    expect(toProductInput({ ...valid, shippingMode: 'flat', flatShipping: ' 7.50 ' }, [])).toMatchObject({
      shippingMode: 'flat',
      flatShipping: '7.50',
    });
    expect(toProductInput({ ...valid, shippingMode: 'free', flatShipping: '7.50' }, [])).toMatchObject({
      shippingMode: 'free',
      flatShipping: '',
    });
  });
});

describe('volume price tiers (issue 22)', () => {
  const tiers = (...rows: [string, string][]) => rows.map(([minQuantity, price]) => ({ minQuantity, price }));

  it('checks each row and the ladder’s order as the server does, on the first step', () => {
    const errorsOf = (priceTiers: ProductFormValues['priceTiers']) =>
      buildProductFormSchema(msg)
        .safeParse({ ...valid, priceTiers })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(errorsOf(tiers(['10', '2400'], ['50', '2300.50']))).toEqual([]);
    expect(errorsOf(tiers(['', '2400']))).toEqual(['priceTiers.0.minQuantity: tierQuantityRequired']);
    expect(errorsOf(tiers(['10', '']))).toEqual(['priceTiers.0.price: priceRequired']);
    expect(errorsOf(tiers(['5', '2400']))).toEqual(['priceTiers.0.minQuantity: tierAboveMinOrder']);
    expect(errorsOf(tiers(['50', '2400'], ['20', '2300']))).toEqual(['priceTiers.1.minQuantity: tierQuantityOrder']);
    expect(errorsOf(tiers(['50', '2400'], ['80', '2450']))).toEqual(['priceTiers.1.price: tierPriceOrder']);
    expect(errorsOf(tiers(['50', '2450.50']))).toEqual(['priceTiers.0.price: tierPriceOrder']);
    expect(validateStep({ ...valid, priceTiers: tiers(['5', '1']) }, 'basic', msg)).toEqual({
      priceTiers: 'tierAboveMinOrder',
    });
  });

  it('sends the rows as numbers the contract accepts, and prefills them back', () => {
    const values = { ...valid, priceTiers: tiers([' 10 ', '2400'], ['50', '2300.5']) };
    const body = toProductInput(values, []);
    expect(body.priceTiers).toEqual([
      { minQuantity: 10, price: '2400' },
      { minQuantity: 50, price: '2300.5' },
    ]);
    expect(productInput.safeParse(body).success).toBe(true);
    const dto = {
      priceTiers: [
        { minQuantity: 10, price: '2400.00', priceCents: 240000 },
        { minQuantity: 50, price: '2300.50', priceCents: 230050 },
      ],
    };
    expect(fromProduct({ ...toProductInput(valid, []), ...dto } as unknown as ProductDto).priceTiers).toEqual(
      tiers(['10', '2400.00'], ['50', '2300.50']),
    );
    expect(formFieldOf('priceTiers')).toBe('priceTiers');
    expect(stepOfField('priceTiers')).toBe('basic');
  });
});
