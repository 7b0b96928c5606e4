import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { MessageSquare } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../app/use-auth';
import { InquiryForm } from '../../messaging/public';

/**
 * "Contact supplier": the inquiry (request for quotation) form. Signed-out visitors go to the login page and come
 * back to this product with the dialog open (?contact=1).
 */
export function ContactSupplierDialog({
  open,
  onClose,
  product,
}: {
  open: boolean;
  onClose: () => void;
  product: ProductDto;
}) {
  const { t } = useTranslation('messaging');
  const { user, status } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (open && status === 'signed-out') {
      void navigate(`/login?next=${encodeURIComponent(`/products/${product.id}?contact=1`)}`);
    }
  }, [open, status, navigate, product.id]);

  const own = user?.id === product.vendorId;
  return (
    <Dialog
      open={open && status !== 'signed-out'}
      onClose={onClose}
      size="lg"
      title={t('inquiry.title', { vendor: product.vendorName })}
      description={t('inquiry.description', { product: product.name })}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessageSquare className="size-5" />
        </span>
      }
    >
      {status === 'loading' ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner />
        </div>
      ) : own ? (
        <FormAlert tone="info">{t('inquiry.ownProduct')}</FormAlert>
      ) : open && user ? (
        <InquiryForm product={product} onCancel={onClose} defaultCountry={user.country} />
      ) : null}
    </Dialog>
  );
}
