import { describe, expect, it } from 'vitest';
import { LIMITS } from '@app/shared/constants';
import { checkImageFiles, isAcceptedImage, moveItem } from './image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('isAcceptedImage', () => {
  it('accepts PNG, JPEG, WebP and GIF', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(isAcceptedImage(file('a', type))).toBe(true);
    }
  });
  it('refuses other types, including other images the server cannot read', () => {
    expect(isAcceptedImage(file('a.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedImage(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedImage(file('a.png', 'text/plain'))).toBe(false);
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(isAcceptedImage(file('photo.JPG', ''))).toBe(true);
    expect(isAcceptedImage(file('notes.txt', ''))).toBe(false);
  });
});

describe('checkImageFiles', () => {
  it('refuses non-images and files over 5 MB, keeping the rest in order', () => {
    const a = file('a.png', 'image/png');
    const big = file('big.jpg', 'image/jpeg', LIMITS.maxImageBytes + 1);
    const exact = file('exact.jpg', 'image/jpeg', LIMITS.maxImageBytes);
    const doc = file('doc.pdf', 'application/pdf');
    const result = checkImageFiles([a, big, doc, exact], 0);
    expect(result.accepted).toEqual([a, exact]);
    expect(result.rejected).toEqual([
      { file: big, reason: 'tooLarge' },
      { file: doc, reason: 'notImage' },
    ]);
    expect(result.dropped).toEqual([]);
  });
  it('drops good files beyond five images per product, counting those already there', () => {
    const files = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png'));
    const result = checkImageFiles(files, 3);
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.dropped).toEqual(files.slice(2));
    expect(checkImageFiles(files, 5).accepted).toEqual([]);
    expect(checkImageFiles(files, 5).dropped).toHaveLength(4);
  });
  it('takes at most five from a larger choice', () => {
    const files = Array.from({ length: 7 }, (_, i) => file(`${i}.webp`, 'image/webp'));
    const result = checkImageFiles(files, 0);
    expect(result.accepted).toHaveLength(LIMITS.maxProductImages);
    expect(result.dropped).toHaveLength(2);
  });
});

describe('moveItem', () => {
  it('moves one place either way and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
