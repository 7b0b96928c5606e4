import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { useAuth } from '../use-auth';
import { UserMenu } from './user-menu';

/**
 * The header's bell and account menu: their own chunk, fetched once someone is signed in, so a visitor's first load
 * carries none of it (issue 19).
 */
export function SignedInControls() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <NotificationsMenu />
      <div className="hidden md:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
