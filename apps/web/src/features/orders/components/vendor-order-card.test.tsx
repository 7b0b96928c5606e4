import { describe, expect, it } from 'vitest';
import type { VendorOrderDto } from '@app/shared/orders';
import { renderStatic, textOf } from '../../../lib/test-render';
import { vendorOrderFixture } from '../vendor-order-fixture';
import { VendorOrderActions, VendorOrderCard } from './vendor-order-card';

const noop = () => undefined;
const props = (vo: VendorOrderDto) => ({
  vo,
  busy: false,
  accepting: false,
  onAccept: noop,
  onCancel: noop,
  onReadyToShip: noop,
  asking: false,
  onCancelUnpaid: noop,
  cancellingUnpaid: false,
});
const card = (vo: VendorOrderDto) =>
  renderStatic(
    <ul>
      <VendorOrderCard {...props(vo)} />
    </ul>,
  );

/** The Ship action: the link to the shipping page, or the disabled button with why. */
const shipLink = (html: string) => /href="\/shipping\?order=[^"]+"/.test(html);
const disabledShip = (html: string) => /<button[^>]*disabled=""[^>]*data-testid="ship-disabled"/.test(html);

describe("the vendor's order actions on a deposit plan (issue 18)", () => {
  it('accepted, balance not asked yet: "Ready to ship — ask for the balance", Ship disabled with why', async () => {
    const html = await card(vendorOrderFixture());
    const text = textOf(html);
    expect(text).toContain('Ready to ship — ask for the balance');
    expect(html).toContain('aria-label="Order A1B2C3D4 is ready to ship: ask the buyer for the balance"');
    expect(disabledShip(html)).toBe(true);
    expect(shipLink(html)).toBe(false);
    expect(text).toContain('The buyer pays the balance before you ship');
    // the explanation is tied to the disabled button
    const describedBy = /<button[^>]*aria-describedby="([^"]+)"[^>]*data-testid="ship-disabled"/.exec(html)?.[1];
    expect(describedBy && html.includes(`id="${describedBy}"`)).toBe(true);
    expect(text).toContain('30-70 · balance of $730.00 asked when you mark the goods ready to ship');
    expect(text).toContain('Timeline (2)');
  });

  it('not accepted yet: no balance request, Ship still waits for the balance', async () => {
    const html = await card(vendorOrderFixture({ status: 'PLACED' }));
    expect(textOf(html)).not.toContain('ask for the balance');
    expect(disabledShip(html)).toBe(true);
  });

  it('balance asked: waiting for the buyer, Ship disabled, no second request', async () => {
    const vo = vendorOrderFixture({
      plan: {
        balanceStatus: 'DUE',
        balanceRequestedAt: '2026-05-06T09:00:00.000Z',
        balanceOverdueAt: '2099-01-01T00:00:00Z',
      },
    });
    const html = await card(vo);
    const text = textOf(html);
    expect(text).not.toContain('Ready to ship — ask for the balance');
    expect(disabledShip(html)).toBe(true);
    expect(text).toContain('balance of $730.00 asked on May 6, 2026, waiting for the buyer');
    expect(text).not.toContain('Unpaid since');
    expect(html).not.toContain('balance unpaid');
  });

  it('balance overdue: says the vendor may cancel and keep the deposit, and offers to', async () => {
    const vo = vendorOrderFixture({
      plan: {
        balanceStatus: 'DUE',
        balanceRequestedAt: '2026-01-01T09:00:00Z',
        balanceOverdueAt: '2026-01-15T09:00:00Z',
      },
    });
    const html = await card(vo);
    expect(textOf(html)).toContain('Unpaid since Jan 15, 2026: you may cancel this order and keep the deposit.');
    expect(html).toContain('aria-label="Cancel order A1B2C3D4: balance unpaid"');
  });

  it('balance paid, or a plan paid in full: Ship is the link to the shipping page', async () => {
    for (const vo of [
      vendorOrderFixture({ plan: { balanceStatus: 'PAID', balancePaidAt: '2026-05-08T12:00:00Z' } }),
      vendorOrderFixture({ plan: { id: 'escrow', depositPct: 100, balanceStatus: 'NONE', balanceCents: 0 } }),
    ]) {
      const html = await card(vo);
      expect(shipLink(html)).toBe(true);
      expect(disabledShip(html)).toBe(false);
      expect(textOf(html)).not.toContain('The buyer pays the balance before you ship');
      expect(textOf(html)).not.toContain('ask for the balance');
    }
  });

  it('shows the request as running while the balance is being asked for', async () => {
    const html = await renderStatic(<VendorOrderActions {...props(vendorOrderFixture())} asking />);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*aria-label="Order A1B2C3D4 is ready to ship/,
    );
  });

  it('offers to show production started (photos) before shipping, on a deposit plan only, once', async () => {
    const html = await card(vendorOrderFixture());
    expect(html).toContain('aria-label="Order A1B2C3D4: production started, send photos"');
    expect(textOf(html)).toContain('Production started — send photos');
    const started = await card(
      vendorOrderFixture({
        plan: { productionStartedAt: '2026-05-03T09:00:00.000Z', releasedCents: 30_000, releasedAt: 'PRODUCTION' },
      }),
    );
    expect(textOf(started)).not.toContain('Production started — send photos');
    expect(textOf(started)).toContain('$300.00 of the goods released to you when production started');
    const escrow = await card(
      vendorOrderFixture({
        plan: { id: 'escrow', depositPct: 100, balanceStatus: 'NONE', depositAtProductionStart: false },
      }),
    );
    expect(textOf(escrow)).not.toContain('Production started');
    const shipped = await card(
      vendorOrderFixture({
        status: 'SHIPPED',
        plan: { balanceStatus: 'PAID', balancePaidAt: '2026-05-07T09:00:00.000Z' },
      }),
    );
    expect(textOf(shipped)).not.toContain('Production started');
  });

  it('tells the vendor the deposit comes when they ship, and once shipped how much came', async () => {
    const before = textOf(await card(vendorOrderFixture()));
    expect(before).toContain('The deposit is released to you when the carrier picks the goods up');
    const shipped = await card(
      vendorOrderFixture({
        status: 'SHIPPED',
        plan: {
          balanceStatus: 'PAID',
          balancePaidAt: '2026-05-07T09:00:00.000Z',
          releasedCents: 30_000,
          releasedAt: 'SHIPMENT',
        },
      }),
    );
    expect(textOf(shipped)).toContain('$300.00 of the goods released to you at shipment');
    expect(textOf(shipped)).not.toContain('The deposit is released to you when the carrier picks the goods up');
    const escrow = textOf(
      await card(
        vendorOrderFixture({
          plan: { id: 'escrow', depositPct: 100, balanceStatus: 'NONE', balanceCents: 0, releasedAtShipment: 'NONE' },
        }),
      ),
    );
    expect(escrow).not.toContain('released to you');
  });
});
