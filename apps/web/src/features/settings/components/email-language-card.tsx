import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UserDto } from '@app/shared/auth';
import { LANGUAGES, type Language } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert, Select } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { isLanguage, LANGUAGE_NAMES } from '../../../i18n/i18n';
import { useUpdateLanguage } from '../../auth/public';

/**
 * The language of the e-mails the account receives (saved on the server as the account's language). The page's
 * language switcher never changes it: only this setting does.
 */
export function EmailLanguageCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const save = useUpdateLanguage();
  const [language, setLanguage] = useState<Language>(user.language);
  const dirty = language !== user.language;

  return (
    <Card>
      <CardHeader title={t('emailLanguage.title')} description={t('emailLanguage.description')} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(language, {
            onSuccess: () => toast.success(t('emailLanguage.saved', { language: LANGUAGE_NAMES[language] })),
          });
        }}
      >
        <CardBody>
          {save.isError ? (
            <div className="mb-4">
              <FormAlert>{errorMessage(t, save.error, 'emailLanguage.failed')}</FormAlert>
            </div>
          ) : null}
          <Field label={t('emailLanguage.label')} className="max-w-xs">
            <Select
              value={language}
              onChange={(e) => {
                if (isLanguage(e.target.value)) setLanguage(e.target.value);
              }}
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              ))}
            </Select>
          </Field>
        </CardBody>
        <CardFooter>
          <Button variant="ghost" disabled={!dirty || save.isPending} onClick={() => setLanguage(user.language)}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            {t('emailLanguage.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
