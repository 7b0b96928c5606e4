import { useTranslation } from '../../../i18n/use-translation';
import { ShieldCheck, Truck } from 'lucide-react';

/** Africa on a globe with trade routes, plus two floating status cards. Decorative: the text is in the cards. */
export function HeroIllustration() {
  const { t } = useTranslation('marketing');
  return (
    <div className="relative mx-auto aspect-square w-full max-w-md">
      <svg viewBox="0 0 400 400" className="size-full" role="img" aria-labelledby="hero-illustration-title">
        <title id="hero-illustration-title">{t('home.hero.illustrationTitle')}</title>
        <defs>
          <radialGradient id="hero-globe" cx="40%" cy="35%" r="70%">
            <stop offset="0%" stopColor="#1b7a68" />
            <stop offset="100%" stopColor="#0b3e37" />
          </radialGradient>
          <linearGradient id="hero-land" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#fbc64d" />
            <stop offset="100%" stopColor="#e39112" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="200" r="170" fill="url(#hero-globe)" />
        <g fill="none" stroke="#4db39b" strokeOpacity="0.35" strokeWidth="1">
          <ellipse cx="200" cy="200" rx="170" ry="60" />
          <ellipse cx="200" cy="200" rx="170" ry="120" />
          <ellipse cx="200" cy="200" rx="60" ry="170" />
          <ellipse cx="200" cy="200" rx="120" ry="170" />
          <path d="M30 200h340M200 30v340" />
        </g>
        {/* Africa (simplified) and Madagascar */}
        <g transform="translate(118 92) scale(1.9)">
          <path
            fill="url(#hero-land)"
            d="M30 6 L40 4 L52 6 L60 9 L70 8 L74 16 L80 28 L84 34 L96 34 L90 46 L84 56 L80 66 L80 74 L74 82 L70 92 L62 98 L56 96 L52 86 L50 74 L46 62 L44 54 L40 46 L30 44 L20 44 L12 40 L6 32 L8 22 L16 14 Z"
          />
          <ellipse cx="89" cy="78" rx="3" ry="8" transform="rotate(20 89 78)" fill="#fbc64d" />
        </g>
        {/* Trade routes from West Africa */}
        <g fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeDasharray="2 7">
          <path d="M178 176 C 150 90, 90 70, 60 110" />
          <path d="M178 176 C 230 60, 300 60, 330 120" />
          <path d="M178 176 C 120 220, 80 270, 70 290" />
          <path d="M240 280 C 300 300, 330 260, 345 230" />
        </g>
        <g fill="#ffffff">
          <circle cx="178" cy="176" r="6" />
          <circle cx="60" cy="110" r="5" />
          <circle cx="330" cy="120" r="5" />
          <circle cx="70" cy="290" r="5" />
          <circle cx="345" cy="230" r="5" />
        </g>
        <circle cx="178" cy="176" r="12" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="2" />
        {/* Parcels */}
        <g transform="translate(250 300)">
          <rect width="44" height="34" rx="4" fill="#d8f2e8" />
          <path d="M0 12h44M22 0v34" stroke="#1b7a68" strokeWidth="2" />
        </g>
        <g transform="translate(290 316)">
          <rect width="32" height="24" rx="3" fill="#fddd8a" />
          <path d="M0 9h32M16 0v24" stroke="#a74d0e" strokeWidth="2" />
        </g>
      </svg>

      <div className="absolute start-0 top-8 flex max-w-[13.5rem] items-center gap-3 rounded-xl bg-white/95 p-3 text-ink-900 shadow-[var(--shadow-pop)] sm:-start-6">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <ShieldCheck className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-xs font-semibold">{t('home.hero.cardEscrowTitle')}</span>
          <span className="block text-[11px] text-ink-600">{t('home.hero.cardEscrowBody')}</span>
        </span>
      </div>
      <div className="absolute bottom-10 end-0 flex max-w-[13.5rem] items-center gap-3 rounded-xl bg-white/95 p-3 text-ink-900 shadow-[var(--shadow-pop)] sm:-end-4">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
        >
          <Truck className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-xs font-semibold">{t('home.hero.cardShipTitle')}</span>
          <span className="block text-[11px] text-ink-600" dir="ltr">
            {t('home.hero.cardShipBody')}
          </span>
        </span>
      </div>
    </div>
  );
}
