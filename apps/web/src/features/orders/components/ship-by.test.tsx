import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../lib/test-render';
import { vendorOrderFixture } from '../vendor-order-fixture';
import { ShipByNotice } from './ship-by';

describe('the ship-by notice while a balance is due (issue 18)', () => {
  it('says the date is paused until the buyer pays, instead of the late-cancel promise', async () => {
    const vo = vendorOrderFixture({
      shipBy: '2026-05-10T00:00:00.000Z',
      lateCancel: { allowed: false, reason: 'BALANCE_DUE' },
      plan: { balanceStatus: 'DUE', balanceOverdueAt: '2026-05-20T09:00:00.000Z' },
    });
    const text = textOf(await renderStatic(<ShipByNotice vo={vo} onDone={() => undefined} />));
    expect(text).toContain('The ship-by date (May 10, 2026) is paused until you pay the balance');
    expect(text).not.toContain('you can cancel');
  });
});
