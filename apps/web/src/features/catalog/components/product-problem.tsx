import type { ReactNode } from 'react';
import { PackageX } from 'lucide-react';
import { Container } from '../../../components/ui/page';

/** A whole-page message for a product that cannot be shown or edited ("Product not found", not yours, load failure). */
export function ProductProblem({
  title,
  text,
  actions,
  icon,
}: {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <div
        aria-hidden="true"
        className="mb-4 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
      >
        {icon ?? <PackageX className="size-8" />}
      </div>
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>
    </Container>
  );
}
