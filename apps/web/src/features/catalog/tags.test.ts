import { describe, expect, it } from 'vitest';
import { addTag, MAX_TAG_LENGTH, MAX_TAGS, removeTag } from './tags';

describe('addTag', () => {
  it('adds a trimmed tag with inner spaces collapsed', () => {
    expect(addTag(['cocoa'], '  fair   trade ')).toEqual({ ok: true, tags: ['cocoa', 'fair trade'] });
  });
  it('refuses empty and blank tags', () => {
    expect(addTag([], '')).toEqual({ ok: false, error: 'empty' });
    expect(addTag([], '   ')).toEqual({ ok: false, error: 'empty' });
  });
  it('refuses duplicates, ignoring case and surrounding spaces', () => {
    expect(addTag(['Cocoa'], 'cocoa')).toEqual({ ok: false, error: 'duplicate' });
    expect(addTag(['Cocoa'], ' COCOA ')).toEqual({ ok: false, error: 'duplicate' });
  });
  it('refuses tags that are too long and lists that are full', () => {
    expect(addTag([], 'x'.repeat(MAX_TAG_LENGTH + 1))).toEqual({ ok: false, error: 'tooLong' });
    expect(addTag([], 'x'.repeat(MAX_TAG_LENGTH)).ok).toBe(true);
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual({ ok: false, error: 'tooMany' });
  });
  it('does not change the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('removeTag', () => {
  it('removes exactly that tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a'], 'z')).toEqual(['a']);
  });
});
