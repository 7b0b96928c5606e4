import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaver } from '../lib/data-saver';
import { renderStatic, textOf } from '../lib/test-render';
import { formatKilobytes } from '../lib/withheld-pictures';
import { leanPictureUrl, ProductImage, productImageSrcSet } from './product-image';

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const thumb = `/media/product-images/${ID}/thumb.webp`;
const display = `/media/product-images/${ID}/display.webp`;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('product pictures light on mobile data (issue 19)', () => {
  it('offers a stored picture at 400, 800 and 1200 px in AVIF first, then WebP, with the width it is shown at', async () => {
    const html = await renderStatic(
      <ProductImage src={display} category="textiles-fashion" sizes="(min-width: 1024px) 600px, 100vw" priority />,
    );
    const source = /<source[^>]*>/.exec(html)?.[0] ?? '';
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(html.indexOf('<source')).toBeLessThan(html.indexOf('<img'));
    expect(attr(source, 'type')).toBe('image/avif');
    expect(attr(source, 'srcset')).toBe(
      `/media/product-images/${ID}/thumb.avif 400w, /media/product-images/${ID}/medium.avif 800w, /media/product-images/${ID}/display.avif 1200w`,
    );
    expect(attr(img, 'srcset')).toContain(`/media/product-images/${ID}/medium.webp 800w`);
    expect(attr(img, 'sizes')).toBe('(min-width: 1024px) 600px, 100vw');
    // the page's main picture: fetched first, never lazily
    expect(attr(img, 'fetchpriority')).toBe('high');
    expect(attr(img, 'loading')).toBe('eager');
  });

  it('keeps cards at 400 px (AVIF or WebP), lazy', async () => {
    const html = await renderStatic(
      <ProductImage src={thumb} category="textiles-fashion" sizes="100vw" maxWidth={400} />,
    );
    expect(attr(/<source[^>]*>/.exec(html)?.[0] ?? '', 'srcset')).toBe(`/media/product-images/${ID}/thumb.avif 400w`);
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(img, 'loading')).toBe('lazy');
    expect(attr(img, 'fetchpriority')).toBeUndefined();
  });

  it('leaves other addresses and pictures without sizes as a plain image', async () => {
    expect(productImageSrcSet('https://example.com/a.webp', 'avif')).toBeUndefined();
    const html = await renderStatic(<ProductImage src={thumb} category="textiles-fashion" />);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcset');
  });
});

describe('data-saver mode (issue 19)', () => {
  afterEach(() => setDataSaver(false));

  it('holds a picture back: no image is drawn, the placeholder waits (a button where the picture may be shown)', async () => {
    setDataSaver(true);
    const card = await renderStatic(
      <ProductImage src={thumb} category="textiles-fashion" sizes="100vw" maxWidth={400} alt="Kente cloth" />,
    );
    expect(card).not.toContain('<img');
    expect(card).not.toContain('<source');
    expect(textOf(card)).toContain('Picture not loaded');
    expect(card).not.toContain('<button');
    expect(card).toContain('aria-label="Kente cloth"');

    const main = await renderStatic(
      <ProductImage src={display} category="textiles-fashion" sizes="100vw" revealable />,
      {
        lang: 'fr',
      },
    );
    expect(main).not.toContain('<img');
    expect(/<button[^>]*>.*Afficher l’image/.test(main)).toBe(true);

    const thumbnail = await renderStatic(<ProductImage src={thumb} category="textiles-fashion" compact />);
    expect(thumbnail).not.toContain('<img');
    expect(textOf(thumbnail)).toBe('');
  });

  it('draws pictures as before when it is off', async () => {
    setDataSaver(false);
    const html = await renderStatic(<ProductImage src={thumb} category="textiles-fashion" revealable />);
    expect(html).toContain('<img');
  });

  it('loads one small file for a shown picture: 400 px for a card, 800 px for a main picture, AVIF where shown', () => {
    expect(leanPictureUrl(thumb, 400, true, true)).toBe(`/media/product-images/${ID}/thumb.avif`);
    expect(leanPictureUrl(display, 1200, true, true)).toBe(`/media/product-images/${ID}/medium.avif`);
    expect(leanPictureUrl(display, 1200, true, false)).toBe(`/media/product-images/${ID}/medium.webp`);
    // a thumbnail without sizes keeps its size
    expect(leanPictureUrl(thumb, 1200, false, true)).toBe(`/media/product-images/${ID}/thumb.avif`);
    expect(leanPictureUrl('https://example.com/a.jpg', 400, true, true)).toBe('https://example.com/a.jpg');
  });

  it('writes sizes in kilobytes in the reader’s language, at least 1 KB', () => {
    expect(formatKilobytes(12_800, 'en')).toBe('13 kB');
    expect(formatKilobytes(200, 'en')).toBe('1 kB');
    expect(formatKilobytes(12_800, 'fr').replace(/\s/gu, ' ')).toBe('13 ko');
  });
});
