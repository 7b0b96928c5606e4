import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProductImageDto } from '@app/shared/catalog';
import { cn } from '../../../lib/cn';
import { ProductImage } from '../../../components/product-image';

/**
 * The product's pictures: a large one and thumbnails to switch. Thumbnails are buttons (Tab reaches them; arrow keys,
 * Home and End move between them); the large picture has previous/next buttons.
 */
export function ProductGallery({
  images,
  name,
  category,
}: {
  images: readonly ProductImageDto[];
  name: string;
  category: string;
}) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const current = images[Math.min(index, Math.max(0, total - 1))];

  const go = (next: number, focus = false) => {
    if (total === 0) return;
    const i = (next + total) % total;
    setIndex(i);
    if (focus) thumbs.current[i]?.focus();
  };

  const onThumbKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (e.key === forward || e.key === 'ArrowDown') next = index + 1;
    else if (e.key === back || e.key === 'ArrowUp') next = index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = total - 1;
    if (next === undefined) return;
    e.preventDefault();
    go(next, true);
  };

  const navButton =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-800 shadow-md ring-1 ring-ink-200 transition hover:bg-white';

  return (
    <div className="space-y-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-ink-100">
        <ProductImage
          src={current?.url}
          category={category}
          alt={total > 0 ? t('gallery.imageAlt', { name, index: index + 1, total }) : t('gallery.noImage', { name })}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority={index === 0}
          loading="eager"
          iconClassName="size-16"
          revealable
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('gallery.previous')}
              className={cn(navButton, 'start-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('gallery.next')}
              className={cn(navButton, 'end-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 end-3 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
            >
              {t('gallery.position', { index: index + 1, total })}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t('gallery.thumbnails')} onKeyDown={onThumbKey}>
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { index: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-ink-100 transition sm:size-20',
                  i === index
                    ? 'border-brand-600 ring-2 ring-brand-600/20'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={img.thumbUrl}
                  category={category}
                  iconClassName="size-5"
                  compact
                  sizes="80px"
                  maxWidth={400}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
