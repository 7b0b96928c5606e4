import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Bell, CreditCard, Shield, User, Users } from 'lucide-react';
import { Tabs } from '../../../components/ui/tabs';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../../app/use-auth';
import { ProfileTab } from '../components/profile-tab';
import { AccountTypeTab } from '../components/account-type-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { SecurityTab } from '../components/security-tab';
import { BillingTab } from '../components/billing-tab';

const TAB_IDS = ['profile', 'account', 'notifications', 'security', 'billing'] as const;
type TabId = (typeof TAB_IDS)[number];

function isTab(value: string | null): value is TabId {
  return value !== null && (TAB_IDS as readonly string[]).includes(value);
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabId = isTab(tab) ? tab : 'profile';
  if (!user) return null;

  const icon = 'size-4';
  return (
    <Page className="max-w-5xl">
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Tabs<TabId>
        label={t('tabsLabel')}
        value={active}
        onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
        items={[
          {
            id: 'profile',
            label: t('tabs.profile'),
            icon: <User className={icon} />,
            content: <ProfileTab user={user} />,
          },
          {
            id: 'account',
            label: t('tabs.account'),
            icon: <Users className={icon} />,
            content: <AccountTypeTab user={user} />,
          },
          {
            id: 'notifications',
            label: t('tabs.notifications'),
            icon: <Bell className={icon} />,
            content: <NotificationsTab user={user} />,
          },
          {
            id: 'security',
            label: t('tabs.security'),
            icon: <Shield className={icon} />,
            content: <SecurityTab user={user} />,
          },
          {
            id: 'billing',
            label: t('tabs.billing'),
            icon: <CreditCard className={icon} />,
            content: <BillingTab user={user} />,
          },
        ]}
      />
    </Page>
  );
}
