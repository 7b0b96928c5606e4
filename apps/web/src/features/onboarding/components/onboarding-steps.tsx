import { useTranslation } from '../../../i18n/use-translation';
import { StepIndicator } from '../../../components/ui/step-indicator';
import type { OnboardingStep } from '../onboarding-form';

/** The onboarding wizard's four-step indicator. */
export function OnboardingSteps({
  steps,
  current,
  onSelect,
}: {
  steps: readonly OnboardingStep[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <StepIndicator
      variant="md"
      labels={steps.map((s) => t(`steps.${s}`))}
      current={current}
      onSelect={onSelect}
      text={{
        progress: t('progressLabel'),
        summary: `${t('stepOf', { step: current + 1, total: steps.length })}: ${t(`steps.${steps[current] ?? 'business'}`)}`,
        done: t('stepDone'),
        goTo: (step) => t('goToStep', { step }),
      }}
    />
  );
}
