import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { eventTitle } from './components/tracking-timeline';

describe('eventTitle', () => {
  it('shows carrier and admin text as written, and the platform’s own events in the reader’s words', () => {
    const fr = i18n.getFixedT('fr', 'shipping');
    const ar = i18n.getFixedT('ar', 'shipping');
    expect(eventTitle({ event_desc: 'Departed Accra hub', status: 'IN_TRANSIT', generated: false }, fr)).toBe(
      'Departed Accra hub',
    );
    const label = {
      event_desc: 'Label created: DHL Express Worldwide',
      status: 'LABEL_READY',
      generated: true,
    } as const;
    expect(eventTitle(label, fr)).toBe(fr('event.defaults.LABEL_READY'));
    expect(eventTitle(label, fr)).not.toMatch(/Label created/);
    expect(eventTitle({ event_desc: 'In transit', status: 'IN_TRANSIT', generated: true }, ar)).toBe(
      ar('event.defaults.IN_TRANSIT'),
    );
    expect(eventTitle({ event_desc: 'In transit', status: 'IN_TRANSIT', generated: true }, ar)).not.toBe('In transit');
  });
});
