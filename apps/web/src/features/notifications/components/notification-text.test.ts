import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { NOTIFICATION_KINDS } from '@app/shared/notifications';
import type { NotificationDto } from '@app/shared/auth';
import { i18n } from '../../../i18n/i18n';
import { notificationLink, notificationText } from './notification-text';

describe('notificationText', () => {
  it('gives every kind the server sends its own title and body, in every language', () => {
    for (const lang of LANGUAGES) {
      const t = i18n.getFixedT(lang, 'notifications');
      for (const kind of NOTIFICATION_KINDS) {
        expect(
          i18n.exists(`notifications:kinds.${kind}`, { lng: lang, fallbackLng: false }),
          `${lang}: title of ${kind}`,
        ).toBe(true);
        expect(
          i18n.exists(`notifications:bodies.${kind}`, { lng: lang, fallbackLng: false }),
          `${lang}: body of ${kind}`,
        ).toBe(true);
        const n = {
          id: 'n',
          kind,
          data: {},
          readAt: null,
          createdAt: '2026-11-24T00:00:00Z',
        } as unknown as NotificationDto;
        expect(notificationText(t, n).title).not.toBe(t('fallbackTitle'));
      }
    }
  });

  it('fills a title and body from the notification data', () => {
    const t = i18n.getFixedT('fr', 'notifications');
    const legacy = {
      id: 'n',
      kind: 'escrow.released',
      data: { orderRef: 'AB12CD34', amount: '$95.00' },
      readAt: null,
      createdAt: '2026-11-24T00:00:00Z',
    } as unknown as NotificationDto;
    expect(notificationText(t, legacy, 'fr')).toEqual({
      title: 'Fonds versés pour la commande AB12CD34',
      body: '$95.00 pour la commande AB12CD34 a été versé sur votre solde disponible.',
    });
  });

  it('writes amounts sent in minor units the reader’s way, in their currency', () => {
    const t = i18n.getFixedT('fr', 'notifications');
    const released = {
      id: 'n',
      kind: 'escrow.released',
      data: { orderRef: 'AB12CD34', amount: '$1,295.00', amountCents: 129500 },
      readAt: null,
      createdAt: '2026-11-24T00:00:00Z',
    } as unknown as NotificationDto;
    expect(notificationText(t, released, 'fr').body).toMatch(/^1\s295,00\s(\$US|\$|US\$) pour la commande AB12CD34/u);
    const quote = {
      id: 'n',
      kind: 'offer.received',
      data: {
        productName: 'Ankara',
        total: '₦450,000.00 NGN',
        totalCents: 45000000,
        totalCurrency: 'NGN',
        quantity: '100 Yards',
      },
      readAt: null,
      createdAt: '2026-11-24T00:00:00Z',
    } as unknown as NotificationDto;
    const text = notificationText(t, quote, 'fr');
    expect(`${text.title} ${text.body}`).toMatch(/450\s000,00\s(NGN|₦)/u);
    expect(`${text.title} ${text.body}`).not.toContain('₦450,000.00');
  });
});

describe('notificationLink', () => {
  it('follows paths inside the app', () => {
    expect(notificationLink({ data: { link: '/order-confirmation/abc' } })).toBe('/order-confirmation/abc');
    expect(notificationLink({ data: { link: '/vendor/dashboard?tab=orders' } })).toBe('/vendor/dashboard?tab=orders');
  });
  it('never leads elsewhere', () => {
    for (const link of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'orders',
      '/a b',
      42,
      null,
    ]) {
      expect(notificationLink({ data: { link } })).toBeNull();
    }
    expect(notificationLink({ data: {} })).toBeNull();
  });
});

describe('buying request notifications', () => {
  it('write the closing day the reader’s way', () => {
    const matched = {
      id: 'n',
      kind: 'rfq.matched',
      data: { product: 'Dried ginger', quantity: '1,000 kg', destination: 'Germany', closesOn: '2026-12-04' },
      readAt: null,
      createdAt: '2026-11-24T00:00:00Z',
    } as unknown as NotificationDto;
    const en = notificationText(i18n.getFixedT('en', 'notifications'), matched, 'en');
    expect(en.title).toBe('New buying request: Dried ginger');
    expect(en.body).toBe('1,000 kg to Germany, quotes close on Dec 4, 2026.');
    expect(notificationText(i18n.getFixedT('fr', 'notifications'), matched, 'fr').body).toContain('4 déc. 2026');
  });
});
