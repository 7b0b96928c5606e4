import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/error-message';
import { useLogout } from './api/logout';

/** Signs out and returns to / (spec 2.2). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('common');
  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSuccess: () => void navigate('/'),
      onError: (err) => toast.error(errorMessage(t, err, 'errors.generic')),
    });
  }, [logout, navigate, toast, t]);
  return { signOut, pending: logout.isPending };
}
