import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Role } from '@app/shared/constants';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useSwitchActiveRole } from './api/switch-active-role';

/** Switches the active role, then opens that role's dashboard. */
export function useRoleSwitch({ navigateAfter = true }: { navigateAfter?: boolean } = {}) {
  const mutation = useSwitchActiveRole();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('common');
  const switchTo = useCallback(
    (role: Role) => {
      mutation.mutate(role, {
        onSuccess: (answer) => {
          toast.success(t('user.switchedTo', { role: t(`roles.${answer.activeRole}`) }));
          if (navigateAfter) void navigate(`/${answer.activeRole}/dashboard`);
        },
        onError: (err) => {
          toast.error(
            err instanceof ApiError && err.code === 'ROLE_NOT_HELD'
              ? t('user.roleNotHeld')
              : errorMessage(t, err, 'errors.generic'),
          );
        },
      });
    },
    [mutation, navigate, navigateAfter, toast, t],
  );
  return { switchTo, pending: mutation.isPending, pendingRole: mutation.isPending ? mutation.variables : undefined };
}
