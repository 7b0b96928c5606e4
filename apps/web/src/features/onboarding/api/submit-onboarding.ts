import { useMutation } from '@tanstack/react-query';
import type { ApplicationDto, OnboardingRequest } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/vendor/onboarding: the application, the vendor role and the first product, in one call. */
export function submitOnboarding(body: OnboardingRequest): Promise<ApplicationDto> {
  return apiFetch<ApplicationDto>('/api/vendor/onboarding', { method: 'POST', body });
}

export function useSubmitOnboarding() {
  return useMutation({ mutationFn: submitOnboarding });
}
