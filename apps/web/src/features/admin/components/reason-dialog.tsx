import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';

/**
 * A confirmation that asks for a reason (suspend, reject, deactivate...). With `required`, at least 3 characters
 * (the server's rule). `error` is the server's refusal, shown inside the dialog.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  tone = 'danger',
  required = true,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  label: string;
  confirmLabel: ReactNode;
  tone?: 'danger' | 'primary';
  required?: boolean;
  pending: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const formId = `reason-${useId()}`;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // each opening starts empty (a dialog closed by a successful action would otherwise keep the last reason)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setTouched(false);
    }
  }
  const invalid = required && reason.trim().length < 3;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      alert
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!invalid) onConfirm(reason.trim());
        }}
        className="space-y-3"
      >
        <Field
          label={label}
          required={required}
          optional={!required}
          error={touched && invalid ? t('console.reasonRequired') : undefined}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} autoFocus />
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
