import type { UserDto } from '@app/shared/auth';
import { ChangePasswordCard } from './change-password-card';
import { TwoFactorCard } from './two-factor-card';
import { SessionsCard } from './sessions-card';
import { ApiKeysCard } from './api-keys-card';
import { WhatsappLinkCard } from './whatsapp-link-card';

export function SecurityTab({ user }: { user: UserDto }) {
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <TwoFactorCard user={user} />
      <SessionsCard />
      <WhatsappLinkCard />
      {user.roles.includes('vendor') ? <ApiKeysCard /> : null}
    </div>
  );
}
