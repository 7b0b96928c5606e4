import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import type { DisputeDto } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePostDisputeMessage } from '../api/post-dispute-message';
import type { UploadedEvidence } from '../api/upload-evidence';
import { EvidenceList } from './dispute-bits';
import { EvidencePicker } from './evidence-picker';

const BUBBLES = {
  buyer: 'bg-blue-50 ring-blue-100',
  vendor: 'bg-brand-50 ring-brand-100',
  admin: 'bg-purple-50 ring-purple-100',
  system: 'bg-ink-50 ring-ink-100',
} as const;

/** The dispute's thread: messages with their attachments, and the composer when the viewer may write. */
export function MessageThread({ dispute }: { dispute: DisputeDto }) {
  const { t, i18n } = useTranslation('disputes');
  const post = usePostDisputeMessage();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadedEvidence[]>([]);
  const canWrite = dispute.actions.includes('MESSAGE');

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    post.mutate(
      { id: dispute.id, body, evidenceIds: files.map((f) => f.id) },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      {dispute.messages.length === 0 ? (
        <p className="text-sm text-ink-600">{t('messages.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="messages">
          {dispute.messages.map((m) => {
            const mine = m.party === dispute.viewerRole;
            return (
              <li
                key={m.id}
                className={cn('max-w-[85%] rounded-xl p-3 ring-1', BUBBLES[m.party], mine ? 'ms-auto' : 'me-auto')}
              >
                <p className="text-xs font-semibold text-ink-700">
                  <bdi>{m.authorName}</bdi> · {t(`parties.${m.party}`)} ·{' '}
                  <span className="font-normal">{formatDateTime(m.createdAt, i18n.language)}</span>
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-ink-900">
                  <bdi>{m.body}</bdi>
                </p>
                {m.evidence.length > 0 ? (
                  <div className="mt-2">
                    <EvidenceList items={m.evidence} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {canWrite ? (
        <form onSubmit={send} className="space-y-3 border-t border-ink-100 pt-4">
          {post.isError ? <FormAlert>{errorMessage(t, post.error, 'actionFailed')}</FormAlert> : null}
          <Field label={t('messages.label')}>
            <Textarea rows={3} value={body} maxLength={4000} onChange={(e) => setBody(e.target.value)} />
          </Field>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <EvidencePicker value={files} onChange={setFiles} />
            <Button
              type="submit"
              loading={post.isPending}
              disabled={!body.trim()}
              icon={<Send aria-hidden="true" className="size-4" />}
            >
              {t('messages.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-ink-600">
          {dispute.status === 'RESOLVED'
            ? t('messages.closed')
            : dispute.viewerRole === 'admin'
              ? t('messages.adminLater')
              : null}
        </p>
      )}
    </div>
  );
}
