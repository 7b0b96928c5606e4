import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Pencil, ShoppingCart } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { Button, LinkButton } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../app/use-auth';
import { useAddToCart } from '../use-add-to-cart';
import { unitLabel } from '../../../lib/units';
import { clampQuantity, maxQuantity, minQuantity } from '../quantity';
import { QuantitySelector } from './quantity-selector';

/**
 * Quantity selector (starts at the minimum order, never below 1) and "Add to cart". A vendor looking at their own
 * listing gets an edit link instead: nobody can buy their own product.
 */
export function AddToCart({
  product,
  variant = 'card',
}: {
  product: Pick<ProductDto, 'id' | 'name' | 'unit' | 'minOrder' | 'stock' | 'vendorId'>;
  variant?: 'card' | 'detail';
}) {
  const { t } = useTranslation('catalog');
  const { user } = useAuth();
  const { addToCart, pending } = useAddToCart();
  const min = minQuantity(product.minOrder);
  const max = maxQuantity(product.stock);
  const [quantity, setQuantity] = useState(min);
  const detail = variant === 'detail';

  if (user && user.id === product.vendorId) {
    return (
      <div className={cn('flex flex-wrap items-center gap-2', detail ? 'rounded-lg bg-ink-50 p-3' : undefined)}>
        <p className="text-sm text-ink-600">{t('ownProduct')}</p>
        {user.activeRole === 'vendor' ? (
          <LinkButton
            to={`/vendor/edit-product/${product.id}`}
            variant="outline"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
          >
            {t('edit')}
          </LinkButton>
        ) : null}
      </div>
    );
  }

  const add = () => {
    void addToCart({
      productId: product.id,
      quantity: clampQuantity(quantity, min, max),
      name: product.name,
      unit: product.unit,
    });
  };

  return (
    <div className={cn('flex flex-wrap items-end gap-2', detail && 'gap-3')}>
      <QuantitySelector
        value={quantity}
        onChange={setQuantity}
        min={min}
        max={max}
        label={detail ? t('quantity.label') : t('quantity.labelFor', { name: product.name })}
        hideLabel={!detail}
        unit={unitLabel(t, quantity, product.unit)}
      />
      <Button
        onClick={add}
        loading={pending}
        size={detail ? 'lg' : 'md'}
        icon={<ShoppingCart aria-hidden="true" className="size-4" />}
        className={detail ? 'min-w-48' : 'flex-1'}
        aria-label={detail ? undefined : t('addToCartFor', { name: product.name })}
      >
        {t('addToCart')}
      </Button>
    </div>
  );
}
