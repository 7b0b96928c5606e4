import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/page';
import { cn } from '../../../lib/cn';

/** The centred frame of the account pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  icon,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  icon?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-ink-50">
      <Container className="flex justify-center py-10 sm:py-16">
        <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
          <Card className="p-6 sm:p-8">
            <div className="mb-6 text-center">
              {icon ? (
                <div
                  aria-hidden="true"
                  className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
                >
                  {icon}
                </div>
              ) : (
                <BrandLogo className="mb-5 justify-center" />
              )}
              <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
              {subtitle ? <p className="mt-2 text-sm text-ink-600">{subtitle}</p> : null}
            </div>
            {children}
          </Card>
          {footer ? <div className="mt-6 text-center text-sm text-ink-700">{footer}</div> : null}
        </div>
      </Container>
    </div>
  );
}
