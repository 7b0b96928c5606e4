import type { ReactNode, RefObject } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CardFooter } from './card';

/** A wizard step's heading (focused after a step change, see useWizard) and its introduction. */
export function WizardStepHeading({
  id,
  headingRef,
  title,
  intro,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  intro: ReactNode;
}) {
  return (
    <div>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intro}</p>
    </div>
  );
}

/**
 * A wizard's buttons: Previous (from the second step; `first` stands in for it on the first), Next, and on the last
 * step the submit button. Next and submit are submit buttons: the form's handler checks the step or submits.
 */
export function WizardFooter({
  step,
  last,
  onPrevious,
  labels,
  submitIcon,
  busy = false,
  first,
  className,
}: {
  step: number;
  last: boolean;
  onPrevious: () => void;
  labels: { previous: string; next: string; submit: string };
  submitIcon: ReactNode;
  /** The submit is under way: the submit button spins and Previous waits. */
  busy?: boolean;
  first?: ReactNode;
  className?: string;
}) {
  return (
    <CardFooter className={cn('justify-between! gap-3', className)}>
      {step > 0 ? (
        <Button
          variant="outline"
          onClick={onPrevious}
          icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
          disabled={busy}
        >
          {labels.previous}
        </Button>
      ) : (
        (first ?? <span />)
      )}
      {last ? (
        <Button type="submit" loading={busy} icon={submitIcon}>
          {labels.submit}
        </Button>
      ) : (
        <Button
          type="submit"
          className="flex-row-reverse"
          icon={<ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
        >
          {labels.next}
        </Button>
      )}
    </CardFooter>
  );
}
