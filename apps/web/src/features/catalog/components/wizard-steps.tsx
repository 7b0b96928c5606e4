import { useTranslation } from '../../../i18n/use-translation';
import { StepIndicator } from '../../../components/ui/step-indicator';
import type { WizardStep } from '../product-form';

/** The product wizard's three-step indicator. */
export function WizardSteps({
  steps,
  current,
  onSelect,
}: {
  steps: readonly WizardStep[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <StepIndicator
      labels={steps.map((s) => t(`form.steps.${s}`))}
      current={current}
      onSelect={onSelect}
      text={{
        progress: t('form.progressLabel'),
        summary: t('form.stepOf', { step: current + 1, total: steps.length }),
        done: t('form.stepDone'),
        goTo: (step) => t('form.goToStep', { step }),
      }}
    />
  );
}
