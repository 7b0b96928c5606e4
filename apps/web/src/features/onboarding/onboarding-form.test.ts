import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDto } from '@app/shared/verification';
import { onboardingRequest } from '@app/shared/verification';
import {
  checkDocumentFile,
  EMPTY_ONBOARDING,
  fileSizeParts,
  fromApplication,
  mapServerErrors,
  mapServerField,
  parseDraft,
  toOnboardingRequest,
  validateAll,
  validateStep,
  type OnboardingValues,
} from './onboarding-form';

const msg = (key: string) => key;
const IMG = '3f0c9a57-52f7-4b8e-9d3e-1a2b3c4d5e6f';
const DOC = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

function complete(): OnboardingValues {
  const v = structuredClone(EMPTY_ONBOARDING);
  v.business = {
    businessName: 'Ashanti Cocoa Ltd',
    businessType: 'Exporter',
    businessLocation: 'Kumasi',
    businessCountry: 'Ghana',
    yearEstablished: '2010',
    businessDescription: 'Cocoa exporter',
    primaryProducts: 'Cocoa beans',
    exportExperience: '',
    certifications: '',
  };
  v.product = {
    ...v.product,
    name: 'Cocoa beans',
    category: 'agriculture-farming',
    description: 'Fermented, sun-dried',
    price: '12.50',
    unit: 'KG',
    minOrder: '10',
    origin: 'Ghana',
  };
  v.contact = {
    contactPerson: 'Ama Mensah',
    contactPhone: '+233 20 000 0000',
    contactEmail: 'ama@example.com',
    businessAddress: '1 Harper Road, Kumasi',
    website: '',
  };
  return v;
}

const done = [{ status: 'done' as const, id: IMG }];

describe('validateStep', () => {
  it('step 1: every required business field, with the spec message', () => {
    const r = validateStep('business', { values: EMPTY_ONBOARDING, images: [] }, msg);
    expect(r.banner).toBe('requiredBusiness');
    expect(Object.keys(r.errors).sort()).toEqual(
      [
        'business.businessDescription',
        'business.businessCountry',
        'business.businessLocation',
        'business.businessName',
        'business.businessType',
        'business.primaryProducts',
        'business.yearEstablished',
      ].sort(),
    );
  });

  it('step 1: year established runs from 1900 to the current year', () => {
    const now = new Date().getFullYear();
    const cases: [string, boolean][] = [
      ['1899', false],
      ['1900', true],
      ['2024', true],
      ['2025', true],
      ['2026', true],
      [String(now), true],
      [String(now + 1), false],
      ['19x0', false],
    ];
    for (const [year, ok] of cases) {
      const v = complete();
      v.business.yearEstablished = year;
      const r = validateStep('business', { values: v, images: [] }, msg);
      expect(r.banner === null, year).toBe(ok);
      if (!ok) expect(r.errors['business.yearEstablished']).toBe('errors.yearRange');
    }
  });

  it('step 1: the latest year is read when the form is checked, not when it was built', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2030, 5, 1));
      const v = complete();
      v.business.yearEstablished = '2030';
      expect(validateStep('business', { values: v, images: [] }, msg).banner).toBeNull();
      v.business.yearEstablished = '2031';
      expect(validateStep('business', { values: v, images: [] }, msg).errors['business.yearEstablished']).toBe(
        'errors.yearRange',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('step 2: documents are optional but uploads must finish', () => {
    expect(validateStep('documents', { values: EMPTY_ONBOARDING, images: [] }, msg).banner).toBeNull();
    expect(
      validateStep('documents', { values: EMPTY_ONBOARDING, images: [], documentsUploading: true }, msg).banner,
    ).toBe('documentsUploading');
  });

  it('step 3: required product fields first, then at least one uploaded image', () => {
    const r = validateStep('product', { values: EMPTY_ONBOARDING, images: [] }, msg);
    expect(r.banner).toBe('requiredProduct');
    expect(r.errors['product.name']).toBe('catalog:form.errors.nameRequired');
    expect(r.errors['product.category']).toBeDefined();
    // the defaults cover lead time and payment terms
    expect(r.errors['product.leadTime']).toBeUndefined();
    expect(r.errors['product.paymentTerms']).toBeUndefined();

    const v = complete();
    const noImage = validateStep('product', { values: v, images: [] }, msg);
    expect(noImage.banner).toBe('imageRequired');
    expect(noImage.errors).toEqual({ 'product.images': 'errors.imageRequired' });
    expect(validateStep('product', { values: v, images: [{ status: 'uploading' }] }, msg).banner).toBe(
      'imagesUploading',
    );
    expect(validateStep('product', { values: v, images: [...done, { status: 'error' }] }, msg).banner).toBe(
      'imagesFailed',
    );
    expect(validateStep('product', { values: v, images: done }, msg).banner).toBeNull();
  });

  it('step 4: contact fields, e-mail format and website URL', () => {
    expect(validateStep('contact', { values: EMPTY_ONBOARDING, images: [] }, msg).banner).toBe('requiredContact');
    const v = complete();
    v.contact.contactEmail = 'not-an-email';
    v.contact.website = 'example';
    const r = validateStep('contact', { values: v, images: [] }, msg);
    expect(r.errors).toEqual({
      'contact.contactEmail': 'errors.emailFormat',
      'contact.website': 'errors.websiteFormat',
    });
    v.contact.contactEmail = 'a@b.co';
    v.contact.website = 'https://example.com';
    expect(validateStep('contact', { values: v, images: [] }, msg).banner).toBeNull();
  });

  it('validateAll reports the first failing step', () => {
    const v = complete();
    expect(validateAll({ values: v, images: done }, msg)).toBeNull();
    expect(validateAll({ values: v, images: [] }, msg)?.step).toBe('product');
    v.business.businessName = '';
    expect(validateAll({ values: v, images: [] }, msg)?.step).toBe('business');
  });
});

describe('server errors', () => {
  it('maps field keys to their step and field', () => {
    expect(mapServerField('business.yearEstablished')).toEqual({ step: 'business', field: 'business.yearEstablished' });
    expect(mapServerField('contact.website')).toEqual({ step: 'contact', field: 'contact.website' });
    expect(mapServerField('product.imageIds')).toEqual({ step: 'product', field: 'product.images' });
    expect(mapServerField('product.tags.2')).toEqual({ step: 'product', field: 'product.tags' });
    expect(mapServerField('documentIds')).toEqual({ step: 'documents', field: 'documents' });
    expect(mapServerField('taxCert')).toEqual({ step: 'documents', field: 'documents.taxCert' });
    expect(mapServerField('somethingElse')).toBeNull();
  });

  it('goes to the earliest step with an error', () => {
    const r = mapServerErrors({ 'contact.website': 'Website must be a URL', 'product.imageIds': 'Upload one', x: 'y' });
    expect(r.step).toBe('product');
    expect(r.errors).toEqual({ 'contact.website': 'Website must be a URL', 'product.images': 'Upload one' });
    expect(mapServerErrors({ 'business.businessName': 'Required', 'contact.contactEmail': 'Bad' }).step).toBe(
      'business',
    );
    expect(mapServerErrors({ nothing: 'here' }).step).toBeNull();
  });
});

describe('request body', () => {
  it('passes the shared onboardingRequest contract', () => {
    const body = toOnboardingRequest(complete(), { taxCert: { id: DOC, filename: 'tax.pdf', bytes: 100 } }, [IMG]);
    const parsed = onboardingRequest.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.documentIds).toEqual([DOC]);
    expect(body.product.leadTime).toBe(14);
    expect(body.product.paymentTerms).toBe('escrow');
    expect(body.product.currency).toBe('USD');
  });

  it('prefills from an earlier application', () => {
    const v = complete();
    const app = {
      id: 'a',
      userId: 'u',
      status: 'REJECTED',
      business: { ...toOnboardingRequest(v, {}, [IMG]).business, exportExperience: '', certifications: '' },
      contact: { ...v.contact },
      documents: [],
      productId: null,
      decisionReason: 'Blurry',
      submittedAt: '2024-01-01T00:00:00Z',
      decidedAt: null,
    } as ApplicationDto;
    const pre = fromApplication(app);
    expect(pre.business).toEqual(v.business);
    expect(pre.contact).toEqual(v.contact);
  });
});

describe('documents and drafts', () => {
  it('accepts pdf/jpg/jpeg/png up to 5 MB', () => {
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'a.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkDocumentFile({ name: 'a.png', type: '', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkDocumentFile({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkDocumentFile({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe('type');
    expect(checkDocumentFile({ name: 'a.pdf', type: 'text/html', size: 10 })).toBe('type');
  });

  it('formats sizes', () => {
    expect(fileSizeParts(500)).toEqual({ value: 500, unit: 'B' });
    expect(fileSizeParts(2048)).toEqual({ value: 2, unit: 'KB' });
    expect(fileSizeParts(1.5 * 1024 * 1024)).toEqual({ value: 1.5, unit: 'MB' });
  });

  it('round-trips a draft and ignores junk', () => {
    const draft = {
      version: 1,
      step: 2,
      values: complete(),
      documents: { taxCert: { id: DOC, filename: 't.pdf', bytes: 9 } },
      imageIds: [IMG],
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2 }))).toBeNull();
    const partial = parseDraft(JSON.stringify({ version: 1, step: 9, values: { business: { businessName: 7 } } }));
    expect(partial?.step).toBe(0);
    expect(partial?.values.business.businessName).toBe('');
    expect(partial?.values.product.leadTime).toBe('14');
  });
});
