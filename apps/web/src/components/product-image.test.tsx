import { describe, expect, it } from 'vitest';
import { renderStatic } from '../lib/test-render';
import { ProductImage, productImageSrcSet } from './product-image';

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
