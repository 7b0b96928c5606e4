import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerRequest, contactRequest, updateProfileRequest } from './auth.ts';
import { bankDetailsRequest } from './bank-details.ts';
import { productInput } from './catalog.ts';
import { askConciergeRequest, kbArticleInput } from './concierge.ts';
import { disputeMessageRequest } from './disputes.ts';
import { inquiryInput } from './messaging.ts';
import { offerInput } from './offers.ts';
import { checkoutRequest } from './orders.ts';
import { submitReviewsRequest } from './reviews.ts';
import { createShipmentRequest } from './shipping.ts';
import { onboardingRequest } from './verification.ts';

/** Every contract refuses unsafe text field by field: names on one line, descriptions and messages on several. */

const UUID = '3f0c9a57-52f7-4b8e-9d3e-1a2b3c4d5e6f';
const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';
const RLO = '\u202E';

/** Valid bodies of the contracts, and which of their fields are single-line (names) or multi-line (descriptions). */
const CASES: {
  name: string;
  schema: z.ZodType;
  body: Record<string, unknown>;
  single: string[][];
  multi: string[][];
}[] = [
  {
    name: 'registerRequest',
    schema: registerRequest,
    body: {
      name: 'Ada Obi',
      email: 'ada@example.com',
      password: 'Baobab-Tree-42',
      confirmPassword: 'Baobab-Tree-42',
      acceptTerms: true,
    },
    single: [['name']],
    multi: [],
  },
  {
    name: 'updateProfileRequest',
    schema: updateProfileRequest,
    body: { name: 'Ada Obi', email: 'ada@example.com', phone: '', company: 'Obi Trading', country: 'Nigeria' },
    // the country is one of the list (an enum), not free text: profile-country.test.ts
    single: [['name'], ['company']],
    multi: [],
  },
  {
    name: 'contactRequest',
    schema: contactRequest,
    body: {
      name: 'Ada',
      email: 'ada@example.com',
      category: 'Other',
      subject: 'Hello',
      message: 'A question about fees',
    },
    single: [['name'], ['subject']],
    multi: [['message']],
  },
  {
    name: 'bankDetailsRequest',
    schema: bankDetailsRequest,
    body: {
      bankName: 'Zenith',
      bankCountry: 'Nigeria',
      accountHolderName: 'Ada Obi',
      accountNumber: '0123456789',
      bankAddress: '1 Marina',
    },
    single: [['bankName'], ['bankCountry'], ['accountHolderName'], ['routingNumber']],
    multi: [['bankAddress']],
  },
  {
    name: 'productInput',
    schema: productInput,
    body: {
      name: 'Cocoa beans',
      category: 'agriculture-farming',
      description: 'Grade 1 beans',
      price: '10.00',
      currency: 'USD',
      minOrder: 1,
      unit: 'KG',
      origin: 'Ghana',
      leadTime: 14,
      paymentTerms: 'escrow',
      tags: ['cocoa'],
    },
    single: [['name'], ['origin'], ['tags', '0']],
    multi: [['description'], ['specifications'], ['certifications']],
  },
  {
    name: 'offerInput',
    schema: offerInput,
    body: {
      unitPrice: '10.00',
      currency: 'USD',
      quantity: 5,
      leadTimeDays: 14,
      incoterm: 'FOB',
      validUntil: '2030-01-01',
    },
    single: [],
    multi: [['note']],
  },
  {
    name: 'inquiryInput',
    schema: inquiryInput,
    body: {
      productId: UUID,
      quantity: 5,
      unit: 'KG',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Please quote 5 KG',
    },
    single: [['destinationCountry']],
    multi: [['message']],
  },
  {
    name: 'checkoutRequest',
    schema: checkoutRequest,
    body: {
      contact: { name: 'Claire', email: 'c@example.com', phone: '+33 1 23 45 67 89', company: 'Dubois' },
      // Ghana has no postal code format: the field is left to the text rules alone (formats: countries.test.ts)
      shipping: {
        address: '12 Liberation Road',
        city: 'Accra',
        region: 'Greater Accra',
        country: 'Ghana',
        postalCode: 'GA-144',
      },
      idempotencyKey: 'key-12345678',
    },
    single: [
      ['contact', 'name'],
      ['contact', 'company'],
      ['shipping', 'address'],
      ['shipping', 'city'],
      ['shipping', 'region'],
      ['shipping', 'postalCode'],
      ['idempotencyKey'],
    ],
    multi: [],
  },
  {
    name: 'createShipmentRequest',
    schema: createShipmentRequest,
    body: {
      orderId: UUID,
      vendorOrderId: UUID,
      address_from: { name: 'Kofi', street1: '12 Harbour Rd', city: 'Tema', zip: 'GA1' },
      address_to: { name: 'Claire', street1: '12 Rue', city: 'Paris', zip: '75002' },
      parcel: { length: 1, width: 1, height: 1, weight: 1 },
      customs: { description: 'Cocoa' },
    },
    single: [
      ['address_from', 'name'],
      ['address_to', 'street1'],
      ['address_to', 'state'],
    ],
    multi: [['customs', 'description']],
  },
  {
    name: 'kbArticleInput',
    schema: kbArticleInput,
    body: { slug: 'fees', language: 'en', title: 'Fees explained', body: 'How the fees are computed.' },
    single: [['title'], ['tags', '0']],
    multi: [['body']],
  },
  {
    name: 'askConciergeRequest',
    schema: askConciergeRequest,
    body: { message: 'Where is my order?' },
    single: [],
    multi: [['message']],
  },
  {
    name: 'disputeMessageRequest',
    schema: disputeMessageRequest,
    body: { body: 'The goods arrived wet.' },
    single: [],
    multi: [['body']],
  },
  {
    name: 'submitReviewsRequest',
    schema: submitReviewsRequest,
    body: { vendorOrderId: UUID, vendor: { rating: 5, body: 'Great supplier' } },
    single: [],
    multi: [['vendor', 'body']],
  },
  {
    name: 'onboardingRequest',
    schema: onboardingRequest,
    body: {
      business: {
        businessName: 'Ashanti Cocoa',
        businessType: 'Exporter',
        businessLocation: 'Kumasi',
        yearEstablished: 2010,
        businessDescription: 'Cocoa exporter',
        primaryProducts: 'Cocoa',
      },
      contact: {
        contactPerson: 'Kofi',
        contactPhone: '+233 20 000 0000',
        contactEmail: 'k@example.com',
        businessAddress: '1 Road',
      },
      product: {
        name: 'Cocoa',
        category: 'agriculture-farming',
        description: 'Beans',
        price: '10',
        currency: 'USD',
        minOrder: 1,
        unit: 'KG',
        origin: 'Ghana',
        leadTime: 7,
        paymentTerms: 'escrow',
        imageIds: [UUID],
      },
    },
    single: [
      ['business', 'businessName'],
      ['business', 'businessLocation'],
      ['contact', 'contactPerson'],
      ['product', 'name'],
    ],
    multi: [
      ['business', 'businessDescription'],
      ['business', 'primaryProducts'],
      ['contact', 'businessAddress'],
    ],
  },
];

function withValue(body: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= /^\d+$/.test(path[path.indexOf(key) + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
  return copy;
}

function firstMessageAt(schema: z.ZodType, body: unknown, path: string[]): string | undefined {
  const result = schema.safeParse(body);
  return result.error?.issues.find((i) => i.path.map(String).join('.') === path.join('.'))?.message;
}

describe('the contracts refuse unsafe text with a field error', () => {
  for (const c of CASES) {
    it(`${c.name}: the valid body passes`, () => {
      expect(c.schema.safeParse(c.body).error?.issues).toBeUndefined();
    });
    for (const path of [...c.single, ...c.multi]) {
      it(`${c.name}.${path.join('.')}: NUL, C0/C1 controls and lone surrogates`, () => {
        expect(firstMessageAt(c.schema, withValue(c.body, path, `Cocoa${NUL}beans`), path)).toBe(
          'validation.controlCharacters',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, 'Cocoa\u0007beans'), path)).toBe(
          'validation.controlCharacters',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, 'Cocoa\u009bbeans'), path)).toBe(
          'validation.controlCharacters',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, `Cocoa${LONE_HIGH}beans`), path)).toBe(
          'validation.brokenCharacters',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, `Cocoa${LONE_LOW}beans`), path)).toBe(
          'validation.brokenCharacters',
        );
      });
    }
    for (const path of c.single) {
      it(`${c.name}.${path.join('.')}: one line, no direction overrides`, () => {
        expect(firstMessageAt(c.schema, withValue(c.body, path, 'Cocoa\nbeans'), path)).toBe('validation.singleLine');
        expect(firstMessageAt(c.schema, withValue(c.body, path, `Cocoa${RLO}snaeb`), path)).toBe(
          'validation.directionControls',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, 'Cocoa\u2067beans\u2069'), path)).toBe(
          'validation.directionControls',
        );
        expect(firstMessageAt(c.schema, withValue(c.body, path, 'كاكاو Ọbá 🍫'), path)).toBeUndefined();
      });
    }
    for (const path of c.multi) {
      it(`${c.name}.${path.join('.')}: several lines and tabs are fine`, () => {
        expect(
          firstMessageAt(c.schema, withValue(c.body, path, 'Line one\r\n\tLine two\nكاكاو 🍫'), path),
        ).toBeUndefined();
      });
    }
  }
});
