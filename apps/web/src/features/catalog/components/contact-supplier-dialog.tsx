import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Buyer-to-supplier messaging is a later feature: say so, and offer the support team instead. */
export function ContactSupplierDialog({
  open,
  onClose,
  vendorName,
}: {
  open: boolean;
  onClose: () => void;
  vendorName: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('contact.title', { vendor: vendorName })}
      description={t('contact.text')}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessageSquare className="size-5" />
        </span>
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:ui.close')}
          </Button>
          <LinkButton to="/contact">{t('contact.cta')}</LinkButton>
        </>
      }
    >
      <p className="text-sm text-ink-700">{t('contact.hint')}</p>
    </Dialog>
  );
}
