import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../../app/use-auth';
import { useToggleFollow } from '../api/follow-vendor';
import { useSavedIds } from '../api/get-saved-ids';
import { loginPathFor } from '../saved-display';

/** Follow / unfollow a vendor (My Suppliers). Hidden on the vendor's own products. */
export function FollowButton({
  vendorId,
  vendorName,
  className,
}: {
  vendorId: string;
  vendorName: string;
  className?: string;
}) {
  const { t } = useTranslation('saved');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const ids = useSavedIds();
  const toggle = useToggleFollow();
  if (user && user.id === vendorId) return null;
  const following = ids.data?.vendorIds.includes(vendorId) ?? false;
  const onClick = () => {
    if (!user) {
      void navigate(loginPathFor(location));
      return;
    }
    toggle.mutate(
      { vendorId, follow: !following },
      {
        onSuccess: () =>
          toast.success(
            following ? t('follow.unfollowed', { name: vendorName }) : t('follow.followed', { name: vendorName }),
          ),
        onError: (err) => toast.error(errorMessage(t, err, 'follow.failed')),
      },
    );
  };
  return (
    <Button
      variant={following ? 'outline' : 'secondary'}
      className={className}
      aria-pressed={following}
      loading={toggle.isPending}
      icon={
        following ? (
          <UserCheck aria-hidden="true" className="size-4" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4" />
        )
      }
      onClick={onClick}
    >
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
