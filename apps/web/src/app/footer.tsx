import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND, OFFICES, currentYear } from '@app/shared/constants';
import { BrandLogo } from '../components/brand-logo';
import { Container } from '../components/ui/page';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon } from '../components/social-icons';
import { regionName } from '../lib/display-names';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'WhatsApp', href: `https://wa.me/${BRAND.whatsappNumber}`, Icon: WhatsAppIcon },
] as const;

const linkClass = 'rounded text-sm text-brand-100 hover:text-white hover:underline';

export function Footer() {
  const { t, i18n } = useTranslation('common');
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <Container className="py-12">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <BrandLogo inverted />
            <p className="mt-4 max-w-sm text-sm text-brand-200">{t('footer.tagline')}</p>
            <ul className="mt-5 flex gap-2" aria-label={t('footer.social')}>
              {SOCIAL.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { network: name })}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-brand-950"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label={t('footer.navLabel')} className="grid gap-10 sm:col-span-2 sm:grid-cols-2 lg:col-span-4">
            <div>
              <h2 className="text-sm font-semibold text-white">{t('footer.marketplace')}</h2>
              <ul className="mt-4 space-y-2.5">
                <li>
                  <Link to="/products" className={linkClass}>
                    {t('nav.browseProducts')}
                  </Link>
                </li>
                <li>
                  <Link to="/buyer/dashboard" className={linkClass}>
                    {t('footer.forBuyers')}
                  </Link>
                </li>
                <li>
                  <Link to="/vendor/onboarding" className={linkClass}>
                    {t('footer.forSellers')}
                  </Link>
                </li>
                <li>
                  <Link to="/ai" className={linkClass}>
                    {t('nav.aiFeatures')}
                  </Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className="text-sm font-semibold text-white">{t('footer.company')}</h2>
              <ul className="mt-4 space-y-2.5">
                <li>
                  <Link to="/about" className={linkClass}>
                    {t('nav.about')}
                  </Link>
                </li>
                <li>
                  <Link to="/faq" className={linkClass}>
                    {t('nav.faq')}
                  </Link>
                </li>
                <li>
                  <Link to="/contact" className={linkClass}>
                    {t('nav.contact')}
                  </Link>
                </li>
                <li>
                  <Link to="/support" className={linkClass}>
                    {t('footer.support')}
                  </Link>
                </li>
                <li>
                  <Link to="/privacy" className={linkClass}>
                    {t('footer.privacy')}
                  </Link>
                </li>
                <li>
                  <Link to="/terms" className={linkClass}>
                    {t('footer.terms')}
                  </Link>
                </li>
              </ul>
            </div>
          </nav>

          <div className="lg:col-span-4">
            <h2 className="text-sm font-semibold text-white">{t('footer.offices')}</h2>
            <ul className="mt-4 space-y-3">
              {OFFICES.map((office) => (
                <li key={office.country} className="flex gap-2 text-sm">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                  <span>
                    <span className="font-semibold text-white">
                      {regionName(office.code, i18n.language) ?? office.country}
                    </span>
                    <span className="block text-brand-200">{office.cities.join(' · ')}</span>
                  </span>
                </li>
              ))}
            </ul>
            <h2 className="mt-6 text-sm font-semibold text-white">{t('footer.contactUs')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-accent-300" />
                <a href={`tel:${BRAND.supportPhone.replace(/\s+/g, '')}`} className={linkClass} dir="ltr">
                  {BRAND.supportPhone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-accent-300" />
                <a href={`mailto:${BRAND.supportEmail}`} className={linkClass} dir="ltr">
                  {BRAND.supportEmail}
                </a>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-white/10 pt-6 text-xs text-brand-200">
          <p>{t('footer.copyright', { year: currentYear(), brand: BRAND.name })}</p>
          <p>{t('footer.escrowNote')}</p>
        </div>
      </Container>
    </footer>
  );
}
