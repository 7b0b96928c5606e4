import { describe, expect, it } from 'vitest';
import {
  asLanguage,
  fromServer,
  isInternalUrl,
  offersPerson,
  storeConversationId,
  storedConversationId,
} from './concierge-answers';

describe('concierge panel helpers', () => {
  it('maps UI language tags to concierge languages', () => {
    expect(asLanguage('fr-FR')).toBe('fr');
    expect(asLanguage('ar')).toBe('ar');
    expect(asLanguage('de')).toBe('en');
    expect(asLanguage(undefined)).toBe('en');
  });

  it('turns server messages into panel messages', () => {
    const m = fromServer({
      id: 'x',
      type: 'bot',
      content: 'Hi',
      timestamp: '2026-11-21T10:00:00.000Z',
      language: 'fr',
      intent: 'knowledge',
      sources: [{ kind: 'article', title: 'Escrow', url: '/help/escrow?lang=fr', slug: 'escrow' }],
    });
    expect(m.timestamp.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(m.sources[0]!.title).toBe('Escrow');
    expect(m.intent).toBe('knowledge');
  });

  it('offers a person under the server\'s "I don\'t know", and only there', () => {
    const base = {
      id: 'y',
      type: 'bot' as const,
      content: "I don't know",
      timestamp: '2026-11-21T10:00:00.000Z',
      language: 'en' as const,
      sources: [],
    };
    expect(offersPerson(fromServer({ ...base, intent: 'fallback' }))).toBe(true);
    expect(offersPerson(fromServer({ ...base, intent: 'knowledge' }))).toBe(false);
    expect(offersPerson({ ...fromServer({ ...base, intent: 'fallback' }), local: true })).toBe(false);
    expect(offersPerson(fromServer({ ...base, type: 'user', intent: null }))).toBe(false);
  });

  it('keeps the conversation id for the session', () => {
    const store = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as unknown as Storage;
    storeConversationId('c-1');
    expect(storedConversationId()).toBe('c-1');
    storeConversationId(null);
    expect(storedConversationId()).toBeNull();
  });

  it('tells app links from external ones', () => {
    expect(isInternalUrl('/help/escrow')).toBe(true);
    expect(isInternalUrl('//evil.example')).toBe(false);
    expect(isInternalUrl('https://wa.me/1')).toBe(false);
  });
});
