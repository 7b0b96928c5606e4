import { describe, expect, it } from 'vitest';
import type { Language } from '@app/shared/constants';
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import type { QuoteDto } from '@app/shared/orders';
import { stripBidi } from '../../../lib/bidi';
import { renderStatic, textOf } from '../../../lib/test-render';
import { i18n } from '../../../i18n/i18n';
import { checkRejectReason, RejectLetterOfCreditDialog, VerifyLetterOfCreditDialog } from './letter-of-credit-review';
import { QuoteRequestsSection } from './quote-requests-section';

const DOCUMENT_URL = '/api/checkout/7d0c/letter-of-credit/5f1e/document';

function letter(over: Partial<LetterOfCreditDto> = {}): LetterOfCreditDto {
  return {
    id: '5f1e2b7a-0000-4000-8000-000000000001',
    status: 'SUBMITTED',
    issuingBank: 'First Bank of Nigeria',
    lcNumber: 'LC/2026/0042',
    amountCents: 1_250_000,
    expiresOn: '2026-09-30',
    documentName: 'fbn-confirmation.pdf',
    documentUrl: DOCUMENT_URL,
    submittedAt: '2026-06-01T10:00:00Z',
    decidedAt: null,
    rejectReason: null,
    ...over,
  };
}

function quote(over: Partial<QuoteDto> = {}): QuoteDto {
  return {
    checkoutId: '7d0c0000-0000-4000-8000-000000000002',
    reference: 'PF-7D0C42',
    status: 'AWAITING_TRANSFER',
    subtotalCents: 1_200_000,
    shippingCents: 0,
    feeCents: 50_000,
    totalCents: 1_250_000,
    lines: [
      {
        productId: 'p1',
        vendorId: 'v1',
        vendorName: 'Kano Looms',
        name: 'Aso-oke cloth',
        imageUrl: null,
        unit: 'piece',
        currency: 'USD',
        unitPriceCents: 12_000,
        quantity: 100,
        lineTotalCents: 1_200_000,
        lineTotalUsdCents: 1_200_000,
      },
    ],
    contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '+2348012345678', company: 'Obi Trading' },
    note: null,
    orderId: null,
    createdAt: '2026-05-30T09:00:00Z',
    source: 'proforma',
    expiresAt: '2026-06-13T09:00:00Z',
    transfer: null,
    letterOfCreditAllowed: true,
    letterOfCredit: letter(),
    ...over,
  };
}

const section = (q: QuoteDto, lang: Language = 'en') =>
  renderStatic(<QuoteRequestsSection />, { lang, queries: [[['admin', 'quote-requests'], { items: [q] }]] });

/** The LC block under the reference, and the text of the row's buttons. */
const lcBlock = (html: string) =>
  /<div[^>]*data-testid="letter-of-credit"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[0] ?? '';
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((m) => textOf(m[1] ?? ''));

describe('letters of credit in the bank transfers table (issue 18)', () => {
  it('a letter under review: its status, details and confirmation, and the two decisions (English)', async () => {
    const html = await section(quote());
    const block = lcBlock(html);
    expect(block).toMatch(/<span class="[^"]*bg-accent-50[^"]*">LC under review<\/span>/);
    expect(stripBidi(textOf(block))).toContain(
      'LC LC/2026/0042 · First Bank of Nigeria · $12,500.00 · valid until Sep 30, 2026',
    );
    // the LC number and the file name read left to right in any page; the bank name keeps its own direction
    expect(block).toContain('<bdi dir="ltr" class="font-mono">LC/2026/0042</bdi>');
    expect(block).toContain('<bdi>First Bank of Nigeria</bdi>');
    const link = /<a [^>]*>[\s\S]*?<\/a>/.exec(block)?.[0] ?? '';
    expect(link).toContain(`href="${DOCUMENT_URL}"`);
    expect(link).toMatch(/\sdownload=""/);
    expect(textOf(link)).toBe('Bank confirmation: fbn-confirmation.pdf');
    expect(link).toContain('<bdi dir="ltr">fbn-confirmation.pdf</bdi>');
    expect(buttons(html)).toEqual(expect.arrayContaining(['Verify LC', 'Reject LC', 'Mark transfer received']));
  });

  it('the same in French', async () => {
    const html = await section(quote(), 'fr');
    const text = stripBidi(textOf(lcBlock(html)));
    expect(text).toContain('LC à examiner');
    expect(text).toMatch(
      /LC n° LC\/2026\/0042 · First Bank of Nigeria · 12\s500,00\s\$ · valable jusqu’au 30 sept\. 2026/,
    );
    expect(text).toContain('Confirmation de la banque : fbn-confirmation.pdf');
    expect(buttons(html)).toEqual(expect.arrayContaining(['Vérifier la LC', 'Refuser la LC']));
    expect(html).not.toMatch(/Verify LC|Reject LC|under review|valid until/);
  });

  it('a rejected letter shows why, and cannot be decided again', async () => {
    const reason = 'The LC number does not match the bank’s confirmation.';
    const html = await section(quote({ letterOfCredit: letter({ status: 'REJECTED', rejectReason: reason }) }));
    const block = lcBlock(html);
    expect(block).toMatch(/<span class="[^"]*bg-ink-100[^"]*">LC rejected<\/span>/);
    expect(textOf(block)).toContain(`Reason: ${reason}`);
    expect(block).toContain(`<bdi>${reason}</bdi>`);
    expect(block).toContain(`href="${DOCUMENT_URL}"`);
    expect(buttons(html)).not.toContain('Verify LC');
    expect(buttons(html)).not.toContain('Reject LC');
    // the buyer may still pay by transfer
    expect(buttons(html)).toContain('Mark transfer received');
  });

  it('a verified letter has no decisions left (the bank’s transfer is recorded as usual)', async () => {
    const html = await section(
      quote({ letterOfCredit: letter({ status: 'VERIFIED', decidedAt: '2026-06-02T08:00:00Z' }) }),
    );
    expect(lcBlock(html)).toMatch(/<span class="[^"]*bg-brand-50[^"]*">LC verified<\/span>/);
    expect(textOf(lcBlock(html))).not.toContain('Reason:');
    expect(buttons(html)).not.toContain('Verify LC');
    expect(buttons(html)).not.toContain('Reject LC');
    expect(buttons(html)).toContain('Mark transfer received');
  });

  it('a letter still under review on a pro-forma that no longer waits for payment cannot be decided', async () => {
    const html = await section(quote({ status: 'EXPIRED' }));
    expect(textOf(lcBlock(html))).toContain('LC under review');
    expect(buttons(html)).not.toContain('Verify LC');
    expect(buttons(html)).not.toContain('Reject LC');
  });

  it('no letter, no block', async () => {
    const html = await section(quote({ letterOfCredit: null, letterOfCreditAllowed: false }));
    expect(html).not.toContain('data-testid="letter-of-credit"');
    expect(buttons(html)).not.toContain('Verify LC');
  });

  it('in Arabic the number and the file stay left to right inside the right-to-left line', async () => {
    const html = await section(quote(), 'ar');
    const block = lcBlock(html);
    expect(textOf(block)).toContain('خطاب الاعتماد قيد المراجعة');
    expect(textOf(block)).toContain('خطاب اعتماد رقم');
    expect(block).toContain('<bdi dir="ltr" class="font-mono">LC/2026/0042</bdi>');
    expect(block).toContain('<bdi dir="ltr">fbn-confirmation.pdf</bdi>');
  });
});

describe('the letter of credit decisions', () => {
  const noop = () => undefined;

  it('verifying says what follows: the bank pays, the goods stay reserved until the expiry, the transfer places the order', async () => {
    const q = quote();
    const text = stripBidi(
      textOf(await renderStatic(<VerifyLetterOfCreditDialog quote={q} letter={letter()} onClose={noop} />)),
    );
    expect(text).toContain('Verify the letter of credit for PF-7D0C42');
    expect(text).toContain('First Bank of Nigeria becomes the payer of this pro-forma.');
    expect(text).toContain('The goods stay reserved until Sep 30, 2026, when the letter of credit expires.');
    expect(text).toContain('you record it with “Mark transfer received”');
    expect(text).toContain('Bank confirmation: fbn-confirmation.pdf');
    expect(text).not.toContain('less than');
  });

  it('in French, and warning when the letter covers less than the pro-forma now asks', async () => {
    const q = quote({ totalCents: 1_300_000 });
    const html = await renderStatic(<VerifyLetterOfCreditDialog quote={q} letter={letter()} onClose={noop} />, {
      lang: 'fr',
    });
    const text = stripBidi(textOf(html));
    expect(text).toContain('First Bank of Nigeria devient le payeur de cette facture pro forma.');
    expect(text).toContain('Les marchandises restent réservées jusqu’au 30 sept. 2026');
    expect(text).toContain('« Virement reçu »');
    expect(text).toMatch(/La lettre de crédit couvre 12\s500,00\s\$, moins que les 13\s000,00\s\$ dus/);
  });

  it('rejecting asks for the reason the buyer reads (required, at most 500 characters)', async () => {
    const html = await renderStatic(<RejectLetterOfCreditDialog quote={quote()} letter={letter()} onClose={noop} />);
    const text = stripBidi(textOf(html));
    expect(text).toContain('Reject the letter of credit for PF-7D0C42');
    expect(text).toContain('Reason (sent to the buyer)');
    expect(text).toContain('5 to 500 characters.');
    const textarea = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(textarea).toMatch(/\srequired=""/);
    expect(textarea).toContain('maxLength="500"');
    expect(buttons(html)).toContain('Reject LC');
  });

  it('checks the reason as the server does, in the page language, and sends it on one line', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'admin');
    expect(checkRejectReason(t, '  Wrong bank  ')).toEqual({ reason: 'Wrong bank' });
    expect(checkRejectReason(t, 'The amount is short.\nPlease ask for an amendment.')).toEqual({
      reason: 'The amount is short. Please ask for an amendment.',
    });
    expect(checkRejectReason(t, ' bad ')).toEqual({ error: 'Tell the buyer what is wrong (5 to 500 characters)' });
    expect(checkRejectReason(t, 'x'.repeat(501))).toEqual({
      error: 'Tell the buyer what is wrong (5 to 500 characters)',
    });
    await i18n.changeLanguage('fr');
    expect(checkRejectReason(i18n.getFixedT('fr', 'admin'), '')).toEqual({
      error: 'Expliquez à l’acheteur ce qui ne va pas (5 à 500 caractères)',
    });
  });
});
