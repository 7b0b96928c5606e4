import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ImageIcon } from 'lucide-react';
import { avifSupported } from '../lib/avif';
import { cn } from '../lib/cn';
import { useDataSaver } from '../lib/data-saver';
import { formatKilobytes, useWithheld, useWithheldPicture } from '../lib/withheld-pictures';
import { CategoryIcon } from './category-icon';

/** A stored product picture's address: /media/product-images/<id>/<size>.webp. */
const STORED = /^(\/media\/product-images\/[0-9a-f-]{36}\/)(thumb|medium|display)\.webp$/;

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
 * The one file data-saver mode loads for a picture (no srcset: the smallest that serves): 400 px for a card, 800 px
 * for a page's main picture, the given size otherwise; AVIF where the browser shows it.
 */
export function leanPictureUrl(src: string, maxWidth: number, responsive: boolean, avif: boolean): string {
  const stored = STORED.exec(src);
  if (!stored) return src;
  const size = responsive ? (maxWidth <= 400 ? 'thumb' : 'medium') : stored[2];
  return `${stored[1]}${size}.${avif ? 'avif' : 'webp'}`;
}

function useAvif(enabled: boolean): boolean | undefined {
  const [avif, setAvif] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void avifSupported().then((yes) => {
      if (live) setAvif(yes);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return avif;
}

/** The category's icon on a soft pattern: no picture, a failed one, or one data-saver mode holds back. */
function Placeholder({
  category,
  alt,
  className,
  iconClassName,
  children,
}: {
  category: string;
  alt: string;
  className: string | undefined;
  iconClassName: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 via-white to-accent-50 text-brand-600',
        className,
      )}
    >
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className="flex items-center justify-center rounded-2xl bg-white/80 p-3 shadow-sm ring-1 ring-brand-100"
      >
        <CategoryIcon category={category} className={iconClassName} />
      </span>
      {children}
    </div>
  );
}

/**
 * A product picture, or a designed placeholder (the category's icon on a soft pattern) when the product has no image
 * or it fails to load. Decorative by default: the product name is always written next to it. Given `sizes` (how wide
 * it is shown), a stored picture is offered at three widths in AVIF and WebP, so a phone downloads the smallest file
 * that is sharp on its screen (issue 19); `priority` marks the page's main picture (fetched first, not lazily).
 * In data-saver mode the picture waits: the placeholder says its size, and a `revealable` one (not inside a link)
 * offers a button to show it; `compact` ones (small thumbnails) show the icon only.
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
  revealable = false,
  compact = false,
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
  revealable?: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const [failed, setFailed] = useState<string | null>(null);
  const [tapped, setTapped] = useState<string | null>(null);
  const saver = useDataSaver();
  const { revealedAll } = useWithheld();
  const avif = useAvif(saver && Boolean(src));
  const lean = src && saver && avif !== undefined ? leanPictureUrl(src, maxWidth, Boolean(sizes), avif) : undefined;
  const held = Boolean(src && saver && tapped !== src && !revealedAll && failed !== src);
  const bytes = useWithheldPicture(held ? lean : undefined);

  if (held) {
    const size = bytes !== null ? formatKilobytes(bytes, i18n.language) : null;
    return (
      <Placeholder category={category} alt={alt} className={className} iconClassName={iconClassName}>
        {compact ? null : revealable ? (
          <button
            type="button"
            onClick={() => setTapped(src ?? null)}
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-50"
          >
            <ImageIcon aria-hidden="true" className="size-4" />
            {size ? t('dataSaver.showPictureSize', { size }) : t('dataSaver.showPicture')}
          </button>
        ) : (
          <span className="rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-medium text-ink-700">
            {size ? t('dataSaver.pictureSize', { size }) : t('dataSaver.pictureWaits')}
          </span>
        )}
      </Placeholder>
    );
  }
  if (src && failed !== src && saver) {
    // shown in data-saver mode: one small file, no srcset
    return (
      <img
        src={lean ?? src}
        alt={alt}
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('size-full bg-ink-100 object-cover', className)}
      />
    );
  }
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
  return <Placeholder category={category} alt={alt} className={className} iconClassName={iconClassName} />;
}
