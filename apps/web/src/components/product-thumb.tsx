import { useState } from 'react';
import { Package } from 'lucide-react';
import { cn } from '../lib/cn';

/** A product's image, or a neutral placeholder when there is none (or it fails to load). */
export function ProductThumb({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ink-100 text-ink-400 ring-1 ring-ink-200',
        className ?? 'size-20',
      )}
    >
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <Package aria-hidden="true" className="size-1/2" />
      )}
    </div>
  );
}
