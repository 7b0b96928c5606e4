import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ShoppingCart } from 'lucide-react';
import { useCartCount } from '../../features/cart/use-cart-count';

export function CartLink() {
  const { t } = useTranslation('common');
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className="relative flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 hover:text-ink-900"
      aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-[11px] font-bold text-brand-950 ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
