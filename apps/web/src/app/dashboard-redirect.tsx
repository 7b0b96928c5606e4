import { Navigate } from 'react-router';
import { useAuth } from './use-auth';
import { dashboardPathFor } from '../features/auth/redirect';
import { PageSpinner } from '../components/ui/spinner';

/** /dashboard: the signed-in user's own dashboard (RequireAuth wraps it). */
export function DashboardRedirect() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Navigate to={dashboardPathFor(user)} replace />
      <PageSpinner />
    </>
  );
}
