import { afterEach, describe, expect, it } from 'vitest';
import type { DisputeEligibilityDto } from '@app/shared/disputes';
import { i18n } from '../../../i18n/i18n';
import { renderStatic, textOf } from '../../../lib/test-render';
import { OrderDisputePanel, type DisputePanelVendorOrder } from './order-dispute-panel';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const eligibility = (e: Partial<DisputeEligibilityDto>): DisputeEligibilityDto => ({
  allowed: true,
  claim: false,
  reason: null,
  windowEndsAt: null,
  overdue: false,
  disputeId: null,
  disputeStatus: null,
  ...e,
});

const part = (e: Partial<DisputeEligibilityDto>, extra: Partial<DisputePanelVendorOrder> = {}) =>
  ({
    id: 'vo-1',
    orderId: 'o-1',
    vendorName: 'Atlas Argan & Leather',
    subtotalCents: 33_600,
    status: 'COMPLETED',
    escrowStatus: 'RELEASED',
    inspectionEndsAt: null,
    disputeEligibility: eligibility(e),
    ...extra,
  }) as DisputePanelVendorOrder;

describe('the dispute panel on an order part', () => {
  it('after the release, offers a quality claim with its deadline and says the refund comes from the vendor', async () => {
    const html = await renderStatic(
      <OrderDisputePanel
        vendorOrder={part({ claim: true, windowEndsAt: '2026-12-26T10:00:00.000Z' })}
        orderRef="A1B2C3D4"
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Quality claim: you can claim on these goods until Dec 26, 2026.');
    expect(text).toContain('The vendor was already paid');
    expect(text).toContain('Open a quality claim');
    expect(text).not.toContain('Open a dispute');
    expect(html).toContain('aria-label="Open a quality claim with Atlas Argan &amp; Leather on order #A1B2C3D4"');
  });

  it('before the release, the usual dispute with the inspection deadline', async () => {
    const html = await renderStatic(
      <OrderDisputePanel
        vendorOrder={part(
          { windowEndsAt: '2026-12-03T10:00:00.000Z' },
          { status: 'DELIVERED', escrowStatus: 'HELD', inspectionEndsAt: '2026-12-03T10:00:00.000Z' },
        )}
        orderRef="A1B2C3D4"
      />,
    );
    expect(textOf(html)).toContain('Open a dispute');
    expect(textOf(html)).not.toContain('quality claim');
  });

  it('in Arabic, the claim in Arabic', async () => {
    const html = await renderStatic(
      <OrderDisputePanel
        vendorOrder={part({ claim: true, windowEndsAt: '2026-12-26T10:00:00.000Z' })}
        orderRef="A1B2C3D4"
      />,
      { lang: 'ar' },
    );
    expect(textOf(html)).toContain('فتح مطالبة بالجودة');
  });
});
