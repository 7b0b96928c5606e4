import type { ProductDto } from '@app/shared/catalog';
import { findCountry } from '@app/shared/countries';
import type { ApplicationDto, OnboardingRequest } from '@app/shared/verification';
import { DOCUMENT_KINDS } from '@app/shared/verification';
import { fromProduct, toProductInput } from '../catalog/public';
import {
  EMPTY_ONBOARDING,
  ONBOARDING_STEPS,
  type DocumentMap,
  type FieldErrors,
  type OnboardingStep,
  type OnboardingValues,
} from './onboarding-values';

/** The onboarding wizard and the API: the request it sends, the field errors it gets back, an application to resubmit. */

/**
 * A server field key (VALIDATION_ERROR details.fields: `business.yearEstablished`, `product.imageIds`,
 * `product.tags.2`, `documentIds`) as the wizard's field key and the step that shows it.
 */
export function mapServerField(serverKey: string): { step: OnboardingStep; field: string } | null {
  const parts = serverKey.split('.');
  const [head, name] = parts;
  if (head === 'business' && name) return { step: 'business', field: `business.${name}` };
  if (head === 'contact' && name) return { step: 'contact', field: `contact.${name}` };
  if (head === 'product') {
    if (!name || name === 'imageIds' || name === 'images') return { step: 'product', field: 'product.images' };
    return { step: 'product', field: `product.${name}` };
  }
  if (head === 'documentIds' || head === 'documents') return { step: 'documents', field: 'documents' };
  if (head && (DOCUMENT_KINDS as readonly string[]).includes(head))
    return { step: 'documents', field: `documents.${head}` };
  return null;
}

/** Field errors from the server, keyed as the wizard keys them, and the earliest step that has one. */
export function mapServerErrors(fields: Record<string, string>): { errors: FieldErrors; step: OnboardingStep | null } {
  const errors: FieldErrors = {};
  let first: number | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const mapped = mapServerField(key);
    if (!mapped) continue;
    errors[mapped.field] ??= message;
    const index = ONBOARDING_STEPS.indexOf(mapped.step);
    first = first === null ? index : Math.min(first, index);
  }
  return { errors, step: first === null ? null : (ONBOARDING_STEPS[first] ?? null) };
}

/** The POST /api/vendor/onboarding body from validated values. */
export function toOnboardingRequest(
  values: OnboardingValues,
  documents: DocumentMap,
  imageIds: readonly string[],
): OnboardingRequest {
  const b = values.business;
  const c = values.contact;
  return {
    business: {
      businessName: b.businessName.trim(),
      businessType: b.businessType as OnboardingRequest['business']['businessType'],
      businessLocation: b.businessLocation.trim(),
      businessCountry: b.businessCountry,
      yearEstablished: Number(b.yearEstablished.trim()),
      businessDescription: b.businessDescription.trim(),
      primaryProducts: b.primaryProducts.trim(),
      exportExperience: b.exportExperience.trim(),
      certifications: b.certifications.trim(),
    },
    contact: {
      contactPerson: c.contactPerson.trim(),
      contactPhone: c.contactPhone.trim(),
      contactEmail: c.contactEmail.trim(),
      businessAddress: c.businessAddress.trim(),
      website: c.website.trim(),
    },
    documentIds: DOCUMENT_KINDS.flatMap((k) => (documents[k] ? [documents[k].id] : [])),
    product: toProductInput(values.product, imageIds),
  };
}

/** Values for "Update and resubmit": the earlier application (and its product when it could be read). */
export function fromApplication(app: ApplicationDto, product?: ProductDto | null): OnboardingValues {
  const v = structuredClone(EMPTY_ONBOARDING);
  const b = app.business;
  v.business = {
    businessName: b.businessName,
    businessType: b.businessType,
    businessLocation: b.businessLocation,
    businessCountry: findCountry(b.businessCountry ?? b.businessLocation.split(',').at(-1))?.name ?? '',
    yearEstablished: String(b.yearEstablished),
    businessDescription: b.businessDescription,
    primaryProducts: b.primaryProducts,
    exportExperience: b.exportExperience,
    certifications: b.certifications,
  };
  v.contact = { ...app.contact, website: app.contact.website };
  if (product) v.product = fromProduct(product);
  return v;
}
