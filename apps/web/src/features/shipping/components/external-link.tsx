import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';

/**
 * A link that opens in a new tab (PDFs, carrier sites), styled as a button, and says so to screen readers.
 * `download` hints the browser to save the file instead of showing it.
 */
export function ExternalLinkButton({
  href,
  children,
  icon,
  variant = 'outline',
  size = 'md',
  className,
  download,
}: {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  download?: boolean;
}) {
  const { t } = useTranslation('shipping');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      download={download || undefined}
      className={buttonClasses(variant, size, className)}
    >
      {icon ?? <ExternalIcon aria-hidden="true" className="size-4" />}
      {children}
      <span className="sr-only"> {t('label.opensInNewTab')}</span>
    </a>
  );
}
