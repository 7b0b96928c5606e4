import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageCircle } from 'lucide-react';
import { whatsappLinkRequest } from '@app/shared/concierge';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { issueText } from '../../../lib/issue-text';
import { formatDateTime } from '../../../lib/format';
import { useConciergeConfig } from '../../marketing/public';
import { useWhatsappLink } from '../api/get-whatsapp-link';
import { useLinkWhatsapp } from '../api/link-whatsapp';
import { useUnlinkWhatsapp } from '../api/unlink-whatsapp';

/**
 * Settings: the WhatsApp number the concierge bot may answer order questions for. Linking shows a code that the
 * user sends from that phone ("LINK 123456"), which proves the number is theirs.
 */
export function WhatsappLinkCard() {
  const { t, i18n } = useTranslation('concierge');
  const link = useWhatsappLink();
  const config = useConciergeConfig();
  const save = useLinkWhatsapp();
  const unlink = useUnlinkWhatsapp();
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  const botNumber = config.data?.whatsappNumber ?? null;

  const submit = () => {
    const parsed = whatsappLinkRequest.safeParse({ phone });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setError(first ? issueText(t, first) : undefined);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.phone, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('whatsapp.linked'));
      },
      onError: (err) => setError(errorMessage(t, err, 'whatsapp.saveFailed')),
    });
  };

  const data = link.data;
  const showForm = editing || (data && !data.phone) || (data && data.phone && !data.verified && !data.code);
  const message = data?.code ? `LINK ${data.code}` : '';

  return (
    <Card>
      <CardHeader
        title={t('whatsapp.title')}
        description={t('whatsapp.intro')}
        action={
          data?.phone ? (
            <Badge tone={data.verified ? 'green' : 'amber'}>
              {data.verified ? t('whatsapp.verified') : t('whatsapp.pending')}
            </Badge>
          ) : null
        }
      />
      <CardBody className="space-y-4">
        <QueryState
          query={link}
          loading={{ skeleton: <Skeleton className="h-10 w-full" /> }}
          error={{ ns: 'concierge', fallback: 'whatsapp.failed' }}
        >
          {() => (
            <>
              {data?.phone && !editing ? (
                <p className="text-sm text-ink-800">
                  <span className="font-mono" dir="ltr">
                    {data.phone}
                  </span>
                </p>
              ) : null}
              {data?.phone && !data.verified && data.code && !editing ? (
                <div
                  className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink-800"
                  data-testid="whatsapp-code"
                >
                  <p>{t('whatsapp.codeInstructions', { phone: data.phone })}</p>
                  <p className="my-2 font-mono text-lg font-semibold tracking-wider text-brand-900" dir="ltr">
                    {message}
                  </p>
                  {data.codeExpiresAt ? (
                    <p className="text-xs text-ink-600">
                      {t('whatsapp.codeExpires', { time: formatDateTime(data.codeExpiresAt, i18n.language) })}
                    </p>
                  ) : null}
                  {botNumber ? (
                    <a
                      href={`https://wa.me/${botNumber}?text=${encodeURIComponent(message)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClasses('primary', 'sm', 'mt-3')}
                    >
                      <MessageCircle aria-hidden="true" className="size-4" />
                      {t('whatsapp.openWhatsapp')}
                    </a>
                  ) : (
                    <p className="mt-2 text-xs text-amber-800">{t('whatsapp.notConfigured')}</p>
                  )}
                </div>
              ) : null}
              {data?.phone && !data.verified && !data.code && !editing ? (
                <p className="text-sm text-amber-800">{t('whatsapp.expired')}</p>
              ) : null}
              {showForm ? (
                <form
                  noValidate
                  className="flex flex-wrap items-end gap-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    submit();
                  }}
                >
                  <Field
                    label={t('whatsapp.phone')}
                    hint={t('whatsapp.phoneHint')}
                    error={error}
                    className="w-full sm:w-72"
                  >
                    <Input
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      dir="ltr"
                      value={phone}
                      onChange={(e) => setPhone(e.target.value)}
                    />
                  </Field>
                  <Button type="submit" loading={save.isPending}>
                    {t('whatsapp.link')}
                  </Button>
                </form>
              ) : null}
              {data?.phone ? (
                <div className="flex flex-wrap gap-2">
                  {!editing ? (
                    <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                      {t('whatsapp.relink')}
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={unlink.isPending}
                    onClick={() =>
                      unlink.mutate(undefined, {
                        onSuccess: () => {
                          setEditing(false);
                          toast.success(t('whatsapp.unlinked'));
                        },
                        onError: (err) => toast.error(errorMessage(t, err, 'whatsapp.saveFailed')),
                      })
                    }
                  >
                    {t('whatsapp.unlink')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}
