import { useState } from 'react';
import { cn } from '../lib/cn';
import { CategoryIcon } from './category-icon';

/** A stored product picture's address: /media/product-images/<id>/<size>.webp. */
const STORED = /^(\/media\/product-images\/[0-9a-f-]{36}\/)(?:thumb|medium|display)\.webp$/;

const WIDTHS = [
  ['thumb', 400],
  ['medium', 800],
  ['display', 1200],
] as const;

/**
 * The srcset of a stored picture in one format, up to `maxWidth`: 400, 800 and 1200 px wide (the server renders each
 * once). Cards stop at 400 px (the size they always had, now also in AVIF: half the bytes of a photo on mobile data).
 */
export function productImageSrcSet(src: string, format: 'webp' | 'avif', maxWidth = 1200): string | undefined {
  const base = STORED.exec(src)?.[1];
  if (!base) return undefined;
  return WIDTHS.filter(([, w]) => w <= maxWidth)
    .map(([name, w]) => `${base}${name}.${format} ${w}w`)
    .join(', ');
}

/**
 * A product picture, or a designed placeholder (the category's icon on a soft pattern) when the product has no image
 * or it fails to load. Decorative by default: the product name is always written next to it. Given `sizes` (how wide
 * it is shown), a stored picture is offered at three widths in AVIF and WebP, so a phone downloads the smallest file
 * that is sharp on its screen (issue 19); `priority` marks the page's main picture (fetched first, not lazily).
 */
export function ProductImage({
  src,
  category,
  alt = '',
  className,
  iconClassName = 'size-10',
  loading = 'lazy',
  sizes,
  maxWidth = 1200,
  priority = false,
}: {
  src: string | undefined;
  category: string;
  alt?: string;
  className?: string;
  iconClassName?: string;
  loading?: 'lazy' | 'eager';
  sizes?: string;
  /** The widest file offered (cards: 400). */
  maxWidth?: 400 | 800 | 1200;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    const webp = sizes ? productImageSrcSet(src, 'webp', maxWidth) : undefined;
    const img = (
      <img
        src={src}
        srcSet={webp}
        sizes={webp ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('size-full bg-ink-100 object-cover', className)}
      />
    );
    const avif = sizes ? productImageSrcSet(src, 'avif', maxWidth) : undefined;
    if (!avif) return img;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        {img}
      </picture>
    );
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-brand-50 via-white to-accent-50 text-brand-600',
        className,
      )}
    >
      <span className="flex items-center justify-center rounded-2xl bg-white/80 p-3 shadow-sm ring-1 ring-brand-100">
        <CategoryIcon category={category} className={iconClassName} />
      </span>
    </div>
  );
}
