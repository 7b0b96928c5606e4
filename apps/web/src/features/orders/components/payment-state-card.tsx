import type { ReactNode } from 'react';
import { CircleSlash, ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';

/** Where a payment ended up, as a page's one card: an icon, the heading (h1), what it means, what to do next. */
export function PaymentStateCard({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('w-full p-2 sm:p-4', className)}>
      <EmptyState headingLevel="h1" icon={icon} title={title} description={description} action={action} />
    </Card>
  );
}

/** A payment the buyer did not complete (cancelled or declined): nothing was charged; back to checkout to pay again. */
export function PaymentNotCompletedCard({
  title,
  description,
  actionLabel,
  onAction,
  className,
}: {
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
  className?: string;
}) {
  return (
    <PaymentStateCard
      icon={<CircleSlash className="size-7" />}
      title={title}
      description={description}
      className={className}
      action={
        <Button icon={<ShoppingCart aria-hidden="true" className="size-4" />} onClick={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}
