import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentRailDto } from '@app/shared/payments';
import { i18n } from '../../../i18n/i18n';
import { renderStatic, textOf } from '../../../lib/test-render';
import { paymentsConfigQueryOptions, type PaymentsConfig } from '../api/get-payments-config';
import { vendorOrderFixture } from '../vendor-order-fixture';
import { PlanPanel } from './plan-panel';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const rail = (name: PaymentRailDto['rail'], currencies: string[]): PaymentRailDto => ({
  rail: name,
  channels: ['card'],
  currencies,
  testMode: true,
  needsPhone: name === 'mpesa' || name === 'momo',
});
const CONFIG: PaymentsConfig = {
  provider: 'sandbox',
  paypalClientId: null,
  currency: 'USD',
  rails: [rail('sandbox', ['USD']), rail('paystack', ['NGN', 'GHS']), rail('mpesa', ['KES'])],
};
const withConfig = { queries: [[paymentsConfigQueryOptions.queryKey, CONFIG]] as const };

const due = {
  balanceStatus: 'DUE' as const,
  balanceRequestedAt: '2026-05-06T09:00:00.000Z',
  balanceOverdueAt: '2026-05-20T09:00:00.000Z',
};

/** The radio buttons offered (their values), in order. */
const methodsIn = (html: string) => [...html.matchAll(/type="radio"[^>]*value="([^"]+)"/g)].map((m) => m[1]);

describe("the buyer's plan panel", () => {
  it('PENDING: the deposit paid, the balance asked when the goods are ready, no pay button', async () => {
    const html = await renderStatic(<PlanPanel vo={vendorOrderFixture()} contactPhone="" />, withConfig);
    const text = textOf(html);
    expect(text).toContain('Payment plan · 30-70');
    expect(text).toContain('Deposit paid $300.00 (30% of the goods)');
    expect(text).toContain('$730.00');
    expect(text).toContain('Due when the goods are ready to ship');
    expect(text).toContain('the vendor may cancel and keep the deposit');
    expect(html).not.toContain('data-testid="balance-payment"');
    expect(text).toContain('Deposit paid');
    expect(text).toContain('Accepted by the vendor');
  });

  it('DUE: the amount and the date to pay by, and the pay button with the rails of the balance currency', async () => {
    const vo = vendorOrderFixture({ plan: due });
    const html = await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig);
    const text = textOf(html);
    expect(text).toContain('Balance due: $730.00 — pay by May 20, 2026');
    expect(text).toContain('If the balance is not paid by May 20, 2026, the vendor may cancel and keep the deposit.');
    expect(html).toContain('data-testid="balance-payment"');
    expect(methodsIn(html)).toEqual(['card']);
    expect(text).toContain('Pay the balance: $730.00');
  });

  it('DUE in naira: only the rails that charge NGN, and the amount in naira', async () => {
    const vo = vendorOrderFixture({
      plan: { ...due, balance: { currency: 'NGN', amountMinor: 112_420_000 } },
    });
    const html = await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig);
    expect(methodsIn(html)).toEqual(['paystack']);
    expect(textOf(html)).toContain('₦1,124,200.00');
    expect(textOf(html)).toContain('$730.00 in US dollars');
  });

  it('DUE with no rail for the currency: says so instead of a pay button', async () => {
    const vo = vendorOrderFixture({ plan: { ...due, balance: { currency: 'XOF', amountMinor: 440_000 } } });
    const html = await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig);
    expect(html).not.toContain('data-testid="balance-payment"');
    expect(textOf(html)).toContain('None of the payment methods offered takes XOF');
  });

  it('DUE while the payment methods load: a placeholder, not a button', async () => {
    const html = await renderStatic(<PlanPanel vo={vendorOrderFixture({ plan: due })} contactPhone="" />);
    expect(html).not.toContain('data-testid="balance-payment"');
    expect(textOf(html)).toContain('Loading the payment methods');
  });

  it('PAID and CANCELLED: where the balance stands, no pay button', async () => {
    const paid = vendorOrderFixture({
      plan: { balanceStatus: 'PAID', balancePaidAt: '2026-05-08T12:00:00.000Z' },
      timeline: [
        { step: 'DEPOSIT_PAID', at: '2026-05-01T10:00:00.000Z' },
        { step: 'BALANCE_PAID', at: '2026-05-08T12:00:00.000Z' },
      ],
    });
    const paidHtml = await renderStatic(<PlanPanel vo={paid} contactPhone="" />, withConfig);
    expect(textOf(paidHtml)).toContain('Balance paid on May 8, 2026. The vendor can ship.');
    expect(paidHtml).not.toContain('data-testid="balance-payment"');
    expect(paidHtml).not.toContain('keep the deposit');
    // once shipped, no longer "the vendor can ship"
    const shipped = await renderStatic(<PlanPanel vo={{ ...paid, status: 'SHIPPED' }} contactPhone="" />, withConfig);
    expect(textOf(shipped)).toContain('Balance paid on May 8, 2026.');
    expect(textOf(shipped)).not.toContain('The vendor can ship');

    const cancelled = vendorOrderFixture({ status: 'CANCELLED', plan: { balanceStatus: 'CANCELLED' } });
    const cancelledHtml = await renderStatic(<PlanPanel vo={cancelled} contactPhone="" />, withConfig);
    expect(textOf(cancelledHtml)).toContain('No balance to pay: this part was cancelled.');
    expect(cancelledHtml).not.toContain('data-testid="balance-payment"');
  });

  it('NONE: paid in full, with the timeline (or that nothing is recorded yet)', async () => {
    const vo = vendorOrderFixture({
      plan: {
        id: 'escrow',
        depositPct: 100,
        depositKeptIfBalanceUnpaid: false,
        balanceStatus: 'NONE',
        balanceCents: 0,
        releasedAtShipment: 'NONE',
      },
      timeline: [],
    });
    const html = await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig);
    const text = textOf(html);
    expect(text).toContain('Payment plan · Escrow');
    expect(text).toContain('Paid in full at order');
    expect(text).toContain('Nothing recorded yet.');
    // escrow: nothing reaches the vendor before delivery, so no release rule is told
    expect(html).not.toContain('data-testid="plan-release-rule"');
    expect(text).not.toContain('Released to the vendor at shipment');
  });

  it('a deposit plan tells when the deposit is released; once shipped, how much was and the timeline step', async () => {
    const before = textOf(await renderStatic(<PlanPanel vo={vendorOrderFixture()} contactPhone="" />, withConfig));
    expect(before).toContain(
      'The deposit is released to the vendor when they show production started (with photos) or when the goods ship',
    );
    expect(before).toContain('taken back from the vendor');
    expect(before).not.toContain('Released to the vendor at shipment');

    const shipped = vendorOrderFixture({
      status: 'SHIPPED',
      plan: {
        balanceStatus: 'PAID',
        balancePaidAt: '2026-05-07T09:00:00.000Z',
        releasedCents: 30_000,
        releasedAt: 'SHIPMENT',
      },
      timeline: [
        { step: 'DEPOSIT_PAID', at: '2026-05-01T10:00:00.000Z' },
        { step: 'SHIPPED', at: '2026-05-08T10:00:00.000Z' },
        { step: 'RELEASED_AT_SHIPMENT', at: '2026-05-08T10:00:00.000Z' },
      ],
    });
    const html = await renderStatic(<PlanPanel vo={shipped} contactPhone="" />, withConfig);
    expect(textOf(html)).toContain('Released to the vendor at shipment $300.00');
    expect(html).toMatch(/data-testid="plan-released"[^>]*>\$300\.00</);
  });

  it('advance: the goods released at shipment, the shipping after delivery', async () => {
    const vo = vendorOrderFixture({
      plan: {
        id: 'advance',
        depositPct: 100,
        balanceStatus: 'NONE',
        balanceCents: 0,
        releasedAtShipment: 'GOODS',
        depositAtProductionStart: false,
      },
    });
    const text = textOf(await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig));
    expect(text).toContain('Payment plan · 100% advance');
    expect(text).toContain('The goods’ price is released to the vendor when they ship; the shipping after you confirm');
  });

  it('reads right to left in Arabic with the timeline on the start edge', async () => {
    const html = await renderStatic(<PlanPanel vo={vendorOrderFixture({ plan: due })} contactPhone="" />, {
      ...withConfig,
      lang: 'ar',
    });
    expect(textOf(html)).toContain('المبلغ المتبقي المستحق');
    expect(html).toContain('border-s-2');
    expect(html).not.toMatch(/\b(ml|mr|pl|pr|left|right)-/);
  });

  it('production started: the date, the photos with their size set, the deposit released then', async () => {
    const vo = vendorOrderFixture({
      plan: {
        productionStartedAt: '2026-05-03T09:00:00.000Z',
        productionPhotos: [
          { id: 'p-1', width: 1200, height: 900 },
          { id: 'p-2', width: 600, height: 800 },
        ],
        releasedCents: 30_000,
        releasedAt: 'PRODUCTION',
      },
    });
    const html = await renderStatic(<PlanPanel vo={vo} contactPhone="" />, withConfig);
    const text = textOf(html);
    expect(text).toContain('Production started on May 3, 2026: photos from the vendor');
    expect(text).toContain('Released to the vendor when production started $300.00');
    expect(html).toContain(
      'src="/api/orders/vendor-orders/3f7a0c1e-0000-4000-8000-000000000001/production-photos/p-1?size=thumb"',
    );
    expect(html).toContain(
      'href="/api/orders/vendor-orders/3f7a0c1e-0000-4000-8000-000000000001/production-photos/p-2?size=display"',
    );
    // no layout shift: each thumbnail's box is set, 96 px on its longer side
    expect(html).toMatch(/alt="Photo 1 of the goods in production" width="96" height="72"/);
    expect(html).toMatch(/alt="Photo 2 of the goods in production" width="72" height="96"/);
  });
});
