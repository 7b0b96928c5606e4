import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { NotificationPreferences, UserDto } from '@app/shared/auth';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCE_KEYS } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { EmailLanguageCard } from './email-language-card';

export function NotificationsTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const save = useUpdateNotificationPreferences();
  const initial: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notificationPreferences };
  const [prefs, setPrefs] = useState<NotificationPreferences>(initial);
  const dirty = NOTIFICATION_PREFERENCE_KEYS.some((k) => prefs[k] !== initial[k]);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('notifications.title')} description={t('notifications.description')} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(prefs, {
              onSuccess: (saved) => {
                setPrefs(saved);
                toast.success(t('notifications.saved'));
              },
            });
          }}
        >
          <CardBody>
            {save.isError ? (
              <div className="mb-4">
                <FormAlert>{errorMessage(t, save.error, 'notifications.failed')}</FormAlert>
              </div>
            ) : null}
            <ul className="divide-y divide-ink-100">
              {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
                <li key={key} className="py-4 first:pt-0 last:pb-0">
                  <Switch
                    label={t(`notifications.keys.${key}.label`)}
                    description={t(`notifications.keys.${key}.text`)}
                    checked={prefs[key]}
                    onChange={(checked) => setPrefs((p) => ({ ...p, [key]: checked }))}
                  />
                </li>
              ))}
            </ul>
          </CardBody>
          <CardFooter>
            <Button variant="ghost" disabled={!dirty || save.isPending} onClick={() => setPrefs(initial)}>
              {t('common:ui.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('notifications.save')}
            </Button>
          </CardFooter>
        </form>
      </Card>
      <EmailLanguageCard user={user} />
    </div>
  );
}
