import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import { MESSAGE_LIMITS, type AttachmentDto } from '@app/shared/messaging';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useSendMessage } from '../api/send-message';
import { AttachmentPicker } from './attachment-picker';

/** Writes a message (Ctrl/Cmd+Enter sends), with optional attachments. */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messaging');
  const send = useSendMessage(conversationId);
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<AttachmentDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = body.trim() === '' && attachments.length === 0;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (empty || send.isPending || uploading) return;
    setError(null);
    try {
      await send.mutateAsync({ body: body.trim(), attachmentIds: attachments.map((a) => a.id) });
      setBody('');
      setAttachments([]);
    } catch (err) {
      setError(errorMessage(t, err, 'composer.failed', { RATE_LIMITED: 'composer.tooFast' }));
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-ink-200 bg-white p-3 sm:p-4">
      {error ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <label htmlFor="composer-body" className="sr-only">
        {t('composer.label')}
      </label>
      <Textarea
        id="composer-body"
        rows={2}
        maxLength={MESSAGE_LIMITS.maxBodyLength}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
      />
      <div className="mt-2 flex items-end justify-between gap-2">
        <AttachmentPicker value={attachments} onChange={setAttachments} onBusyChange={setUploading} compact />
        <div className="flex items-center gap-3">
          <span className="hidden text-xs text-ink-500 sm:inline">{t('composer.shortcut')}</span>
          <Button
            type="submit"
            size="sm"
            loading={send.isPending}
            disabled={empty || uploading}
            icon={<Send aria-hidden="true" className="size-4" />}
          >
            {t('composer.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
