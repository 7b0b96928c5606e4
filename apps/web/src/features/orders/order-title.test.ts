import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@app/shared/orders';
import { i18n } from '../../i18n/i18n';
import { orderPageState } from './order-title';

describe('the order page title', () => {
  it('follows the order state', () => {
    expect(ORDER_STATUSES.map(orderPageState)).toEqual(['placed', 'shipped', 'delivered', 'completed', 'cancelled']);
    expect(orderPageState('awaiting_payment')).toBe('awaitingPayment');
    expect(orderPageState('AWAITING_TRANSFER')).toBe('awaitingPayment');
    expect(orderPageState('something-new')).toBe('placed');
  });
  it('has a title and a subtitle for every state in every language, never the old "Order Confirmed!"', () => {
    const states = ['placed', 'awaitingPayment', 'shipped', 'delivered', 'completed', 'cancelled'];
    for (const lng of ['en', 'fr', 'yo', 'ha', 'ar']) {
      const titles = states.map((s) => i18n.t(`orders:pageTitle.${s}`, { lng }));
      expect(new Set(titles).size, lng).toBe(states.length);
      for (const s of states) {
        expect(i18n.exists(`orders:pageTitle.${s}`, { lng }), `${lng} ${s}`).toBe(true);
        expect(i18n.exists(`orders:pageSubtitle.${s}`, { lng }), `${lng} ${s}`).toBe(true);
      }
    }
    expect(i18n.t('orders:pageTitle.shipped', { lng: 'en' })).toBe('Order shipped');
    expect(i18n.t('orders:pageTitle.placed', { lng: 'en' })).not.toMatch(/Confirmed/);
  });
});
