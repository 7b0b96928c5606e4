import { describe, expect, it } from 'vitest';
import type { Language } from '@app/shared/constants';
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import type { ProformaDto } from '@app/shared/orders';
import { renderStatic, textOf } from '../../../lib/test-render';
import { LetterOfCreditCard } from './letter-of-credit-card';

const proforma = (over: Partial<ProformaDto> = {}): ProformaDto => ({
  checkoutId: '7b0c1a52-6a6f-4f7e-9d4e-0c3f1f8a9b10',
  reference: 'PF-7K3M9Q2X',
  status: 'AWAITING_TRANSFER',
  subtotalCents: 180_000,
  shippingCents: 0,
  feeCents: 5_400,
  totalCents: 185_400,
  lines: [],
  contact: { name: 'Ngozi Okafor', email: 'ngozi@example.com', phone: '+2348012345678', company: '' },
  note: null,
  orderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  source: 'proforma',
  expiresAt: '2026-11-27T10:00:00.000Z',
  transfer: null,
  letterOfCreditAllowed: true,
  letterOfCredit: null,
  rateBps: 300,
  stockReserved: true,
  bank: {
    accountName: 'AfriBridge Escrow',
    bankName: 'Test Bank',
    accountNumber: '0123456789',
    swift: 'TESTNGLA',
    iban: '',
    address: '',
    testMode: true,
  },
  ...over,
});

const letter = (over: Partial<LetterOfCreditDto> = {}): LetterOfCreditDto => ({
  id: 'c2f1d7a4-5b1e-4d8f-8a8c-3e2b1f0a9d77',
  status: 'SUBMITTED',
  issuingBank: 'Zenith Bank Plc',
  lcNumber: 'ZB/LC/2026-0417',
  amountCents: 185_400,
  expiresOn: '2027-01-31',
  documentName: 'confirmation.pdf',
  documentUrl: '/api/checkout/x/letter-of-credit/y/document',
  submittedAt: '2026-11-21T09:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  ...over,
});

const card = (p: ProformaDto, lang: Language = 'en') => renderStatic(<LetterOfCreditCard proforma={p} />, { lang });

describe('paying a pro-forma under a letter of credit (issue 18)', () => {
  it('offers the form on a pro-forma with LC products, the amount prefilled with the total, in the user’s language', async () => {
    const html = await card(proforma());
    const text = textOf(html);
    expect(text).toContain('Pay under a letter of credit');
    expect(text).toContain('At least the invoice total, $1,854.00.');
    expect(html).toContain('value="1854.00"');
    expect(text).toContain('Send for verification');
    expect(text).toContain('No file chosen yet');
    const fr = textOf(await card(proforma(), 'fr'));
    expect(fr).toContain('Payer par lettre de crédit');
    expect(fr).toContain('Choisir un fichier');
    const ar = textOf(await card(proforma(), 'ar'));
    expect(ar).toContain('الدفع بخطاب اعتماد');
    // the browser's own English file button is never what the user reads
    expect(await card(proforma(), 'ar')).toMatch(/<input[^>]*type="file"[^>]*class="sr-only"/);
  });

  it('shows nothing for a pro-forma without LC products, or a closed one without a letter', async () => {
    expect(await card(proforma({ letterOfCreditAllowed: false }))).not.toContain('data-testid="letter-of-credit"');
    expect(await card(proforma({ status: 'EXPIRED' }))).not.toContain('data-testid="letter-of-credit"');
    expect(await card(proforma())).toContain('data-testid="letter-of-credit"');
  });

  it('under review: the details and the confirmation, no form', async () => {
    const html = await card(proforma({ letterOfCredit: letter() }));
    const text = textOf(html);
    expect(text).toContain('Letter of credit under review');
    expect(text).toContain('ZB/LC/2026-0417');
    expect(text).toContain('Zenith Bank Plc');
    expect(html).toContain('href="/api/checkout/x/letter-of-credit/y/document"');
    expect(text).not.toContain('Send for verification');
  });

  it('verified: the bank named as the payer with the total and the reference to quote', async () => {
    const text = textOf(await card(proforma({ letterOfCredit: letter({ status: 'VERIFIED' }) })));
    expect(text).toContain('Letter of credit verified');
    expect(text).toContain(
      'Zenith Bank Plc is now the payer of this invoice. Ask the bank to pay $1,854.00 under it to the account above, quoting PF-7K3M9Q2X.',
    );
    expect(text).not.toContain('Send for verification');
    const paid = textOf(await card(proforma({ status: 'PLACED', letterOfCredit: letter({ status: 'VERIFIED' }) })));
    expect(paid).toContain('Zenith Bank Plc paid this invoice under the letter of credit.');
  });

  it('rejected: the team’s reason, and the form to send a corrected letter', async () => {
    const text = textOf(
      await card(
        proforma({ letterOfCredit: letter({ status: 'REJECTED', rejectReason: 'The confirmation is not signed' }) }),
      ),
    );
    expect(text).toContain('Letter of credit ZB/LC/2026-0417 was not accepted');
    expect(text).toContain('Reason: The confirmation is not signed.');
    expect(text).toContain('Send for verification');
  });
});
