import { useState } from 'react';
import { cn } from '../lib/cn';
import { CategoryIcon } from './category-icon';

/**
 * A product picture, or a designed placeholder (the category's icon on a soft pattern) when the product has no image
 * or it fails to load. Decorative by default: the product name is always written next to it.
 */
export function ProductImage({
  src,
  category,
  alt = '',
  className,
  iconClassName = 'size-10',
  loading = 'lazy',
}: {
  src: string | undefined;
  category: string;
  alt?: string;
  className?: string;
  iconClassName?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('size-full bg-ink-100 object-cover', className)}
      />
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
