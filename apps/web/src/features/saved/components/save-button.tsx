import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../app/use-auth';
import { useSavedIds } from '../api/get-saved-ids';
import { useToggleSavedProduct } from '../api/save-product';
import { loginPathFor } from '../saved-display';

/**
 * The heart that saves a product to the buyer's list (a toggle button). Signed-out visitors are sent to sign in and
 * brought back to this page; a vendor's own product has no heart.
 */
export function SaveButton({
  product,
  variant = 'icon',
  className,
}: {
  product: { id: string; name: string; vendorId: string };
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation('saved');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const ids = useSavedIds();
  const toggle = useToggleSavedProduct();
  if (user && user.id === product.vendorId) return null;

  const saved = ids.data?.productIds.includes(product.id) ?? false;
  // one name whatever the state: aria-pressed says whether it is saved
  const label = t('heart.saveNamed', { name: product.name });
  const onClick = () => {
    if (!user) {
      void navigate(loginPathFor(location));
      return;
    }
    toggle.mutate(
      { productId: product.id, save: !saved },
      {
        onSuccess: () =>
          toast.success(saved ? t('heart.removed', { name: product.name }) : t('heart.saved', { name: product.name })),
        onError: (err) => toast.error(errorMessage(t, err, 'heart.failed')),
      },
    );
  };
  const icon = (
    <Heart aria-hidden="true" className={cn('size-5', saved ? 'fill-red-600 text-red-600' : 'text-ink-600')} />
  );

  if (variant === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={label}
        onClick={onClick}
        disabled={toggle.isPending}
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-lg border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:border-ink-400 hover:bg-ink-50 disabled:opacity-60',
          className,
        )}
      >
        {icon}
        {saved ? t('heart.savedLabel') : t('heart.saveLabel')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={toggle.isPending}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-ink-200 hover:bg-white hover:ring-ink-300 disabled:opacity-60',
        className,
      )}
    >
      {icon}
    </button>
  );
}
