import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderStatic, textOf } from '../../lib/test-render';
import { createRfq } from './api/create-rfq';
import { RfqFormView } from './components/rfq-form';
import { RfqSummary } from './components/rfq-summary';
import { rfqFixture } from './rfq-fixture';
import { emptyRfqForm, parseRfqForm, splitCertifications, submitRfqForm, type RfqFormValues } from './rfq-form';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const NOW = new Date('2026-11-20T09:00:00Z');

const filled = (changes: Partial<RfqFormValues> = {}): RfqFormValues => ({
  ...emptyRfqForm(NOW, 'Germany'),
  product: 'Dried split ginger, grade A',
  category: 'agriculture-farming',
  quantity: '1000',
  unit: 'KG',
  targetUnitPrice: '2.50',
  certifications: 'Organic, HACCP ,, organic',
  verifiedOnly: true,
  details: 'Moisture below 12 %',
  ...changes,
});

/** Answers the CSRF lookup and records each API call, answering it with `answer`. */
function stubApi(answer: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return Promise.resolve(Response.json({ csrfToken: 'token' }));
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      });
      return Promise.resolve(answer());
    }),
  );
  return calls;
}

/** The opening tag of the control named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

const view = (values: RfqFormValues, errors: Record<string, string>, formError: string | null) =>
  renderStatic(
    createElement(RfqFormView, {
      values,
      errors,
      formError,
      pending: false,
      onEdit: () => undefined,
      onSubmit: () => undefined,
    }),
  );

describe('the buying request form', () => {
  it('starts with a closing date two weeks ahead and the FOB Incoterm', () => {
    const empty = emptyRfqForm(NOW);
    expect(empty.closesOn).toBe('2026-12-04');
    expect(empty.incoterm).toBe('FOB');
    expect(empty.verifiedOnly).toBe(false);
  });

  it('turns the comma-separated certifications into a list, blanks and repeats dropped', () => {
    expect(splitCertifications('Organic, HACCP ,, organic, ISO 22000')).toEqual(['Organic', 'HACCP', 'ISO 22000']);
    expect(splitCertifications('  ')).toEqual([]);
  });

  it('checks the form on the client with the shared contract, in words under each field, and sends nothing', async () => {
    const calls = stubApi(() => Response.json(rfqFixture()));
    const t = i18n.getFixedT('en', 'rfqs');
    const result = await submitRfqForm(t, filled({ product: 'x', category: '' }), createRfq);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.product).toBe('Say what you want to buy (at least 3 characters)');
    expect(result.errors.category).toBe('Choose a category');
    expect(calls).toEqual([]);

    const html = await view(filled({ product: 'x', category: '' }), result.errors, result.formError);
    const text = textOf(html);
    expect(text).toContain('Please correct the fields marked below.');
    expect(text).toContain('Say what you want to buy (at least 3 characters)');
    expect(control(html, 'product')).toContain('aria-invalid="true"');
    expect(control(html, 'quantity')).not.toContain('aria-invalid="true"');
  });

  it('sends the request as the contract makes it', async () => {
    const calls = stubApi(() => Response.json(rfqFixture({ id: 'rfq-9' }), { status: 201 }));
    const result = await submitRfqForm(i18n.getFixedT('en', 'rfqs'), filled(), createRfq);
    expect(result.ok && result.rfq.id).toBe('rfq-9');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/rfqs']);
    expect(calls[0]?.body).toMatchObject({
      product: 'Dried split ginger, grade A',
      category: 'agriculture-farming',
      quantity: 1000,
      unit: 'KG',
      targetUnitPrice: '2.50',
      currency: 'USD',
      destinationCountry: 'Germany',
      incoterm: 'FOB',
      neededBy: '',
      certifications: ['Organic', 'HACCP'],
      verifiedOnly: true,
      details: 'Moisture below 12 %',
      closesOn: '2026-12-04',
    });
    expect(parseRfqForm(filled()).success).toBe(true);
  });

  it("sends the uploaded files by id, and the page lists a request's files with their size", async () => {
    const file = {
      id: '3f7c1a52-4a8e-4e0b-9c57-0d3a5d1e2f11',
      filename: 'ginger-spec.pdf',
      mime: 'application/pdf',
      bytes: 48_000,
      url: '/api/messaging/attachments/3f7c1a52-4a8e-4e0b-9c57-0d3a5d1e2f11',
    };
    const calls = stubApi(() => Response.json(rfqFixture({ id: 'rfq-9' }), { status: 201 }));
    await submitRfqForm(i18n.getFixedT('en', 'rfqs'), filled({ attachments: [file] }), createRfq);
    expect(calls[0]?.body).toMatchObject({ attachmentIds: [file.id] });
    expect(calls[0]?.body).not.toHaveProperty('attachments');
    const html = await renderStatic(
      createElement(RfqSummary, {
        rfq: rfqFixture({ attachments: [{ ...file, url: `/api/rfqs/rfq-9/attachments/${file.id}` }] }),
      }),
      { lang: 'en' },
    );
    expect(html).toContain(`href="/api/rfqs/rfq-9/attachments/${file.id}"`);
    expect(textOf(html)).toContain('ginger-spec.pdf');
    expect(textOf(html)).toContain('(47 KB)');
  });

  it("shows the server's field error under its field and keeps what was typed", async () => {
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            details: { fields: { closesOn: 'The closing date can be at most 60 days ahead' } },
          },
        },
        { status: 400 },
      ),
    );
    const values = filled({ closesOn: '2027-06-01' });
    const result = await submitRfqForm(i18n.getFixedT('en', 'rfqs'), values, createRfq);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ closesOn: 'The closing date can be at most 60 days ahead' });
    expect(result.formError).toBe('Your buying request could not be posted. Please try again.');

    const html = await view(values, result.errors, result.formError);
    expect(control(html, 'closesOn')).toContain('aria-invalid="true"');
    expect(textOf(html)).toContain('The closing date can be at most 60 days ahead');
    // nothing typed is lost
    expect(html).toContain('value="Dried split ginger, grade A"');
    expect(html).toContain('value="2027-06-01"');
    expect(html).toContain('Moisture below 12 %');
  });

  it('shows a refusal the server words (too many open requests) as its message', async () => {
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            key: 'rfqs.tooManyOpen',
            message: 'You have 20 open buying requests. Close one before posting another.',
          },
        },
        { status: 409 },
      ),
    );
    const result = await submitRfqForm(i18n.getFixedT('en', 'rfqs'), filled(), createRfq);
    expect(!result.ok && result.formError).toBe('You have 20 open buying requests. Close one before posting another.');
  });

  it('is drawn in Arabic', async () => {
    const html = await renderStatic(
      createElement(RfqFormView, {
        values: filled(),
        errors: {},
        formError: null,
        pending: false,
        onEdit: () => undefined,
        onSubmit: () => undefined,
      }),
      { lang: 'ar' },
    );
    expect(textOf(html)).toContain('المنتج المطلوب');
    expect(textOf(html)).toContain('الموردون الموثَّقون فقط');
  });
});
