import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import { Button } from './button';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  icon?: ReactNode;
  /** role="alertdialog" for confirmations and alerts. */
  alert?: boolean;
  hideClose?: boolean;
}

/** A modal built on the native <dialog> element (focus trap, Escape and backdrop handled by the browser). */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  icon,
  alert = false,
  hideClose = false,
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handleCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    el.addEventListener('cancel', handleCancel);
    return () => el.removeEventListener('cancel', handleCancel);
  }, []);

  const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={`${uid}-title`}
      aria-describedby={description ? `${uid}-desc` : undefined}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border border-ink-200 bg-white p-0 text-ink-900 shadow-[var(--shadow-pop)] open:animate-fade-in',
        widths[size],
      )}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start gap-4">
            {icon ? (
              <div aria-hidden="true" className="shrink-0">
                {icon}
              </div>
            ) : null}
            <div className="min-w-0 flex-1">
              <h2 id={`${uid}-title`} className="text-lg font-semibold text-ink-900">
                {title}
              </h2>
              {description ? (
                <div id={`${uid}-desc`} className="mt-2 text-sm text-ink-700">
                  {description}
                </div>
              ) : null}
            </div>
            {hideClose ? null : (
              <button
                type="button"
                onClick={onClose}
                className="-me-2 -mt-2 rounded-lg p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                aria-label={t('ui.close')}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'default' | 'danger';
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  loading = false,
}: ConfirmOptions & { open: boolean; onConfirm: () => void; onCancel: () => void; loading?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      alert
      icon={
        tone === 'danger' ? (
          <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700">
            <AlertTriangle className="size-5" />
          </span>
        ) : (
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Info className="size-5" />
          </span>
        )
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading} autoFocus>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    />
  );
}

export interface AlertOptions {
  title: ReactNode;
  message?: ReactNode;
  okLabel?: ReactNode;
  tone?: 'info' | 'success' | 'error';
}

type Pending =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (value: boolean) => void }
  | { kind: 'alert'; options: AlertOptions; resolve: () => void };

interface DialogApi {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  alert: (options: AlertOptions) => Promise<void>;
}

const DialogContext = createContext<DialogApi | null>(null);

/** Provides promise-based replacements for window.confirm and window.alert. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [queue, setQueue] = useState<Pending[]>([]);
  const current = queue[0];

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind: 'confirm', options, resolve }])),
      alert: (options) => new Promise<void>((resolve) => setQueue((q) => [...q, { kind: 'alert', options, resolve }])),
    }),
    [],
  );

  const settle = useCallback(
    (value: boolean) => {
      if (!current) return;
      if (current.kind === 'confirm') current.resolve(value);
      else current.resolve();
      setQueue((q) => q.slice(1));
    },
    [current],
  );

  const alertIcon = (tone: AlertOptions['tone']) => {
    if (tone === 'success')
      return (
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckCircle2 className="size-5" />
        </span>
      );
    if (tone === 'error')
      return (
        <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700">
          <AlertTriangle className="size-5" />
        </span>
      );
    return (
      <span className="flex size-10 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <Info className="size-5" />
      </span>
    );
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current?.kind === 'confirm' ? (
        <ConfirmDialog open {...current.options} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
      ) : null}
      {current?.kind === 'alert' ? (
        <Dialog
          open
          alert
          size="sm"
          onClose={() => settle(true)}
          title={current.options.title}
          description={current.options.message}
          icon={alertIcon(current.options.tone)}
          footer={
            <Button onClick={() => settle(true)} autoFocus>
              {current.options.okLabel ?? t('ui.ok')}
            </Button>
          }
        />
      ) : null}
    </DialogContext.Provider>
  );
}

function useDialogApi(): DialogApi {
  const ctx = useContext(DialogContext);
  if (!ctx) throw new Error('useConfirm and useAlert must be used within a DialogProvider');
  return ctx;
}

export function useConfirm() {
  return useDialogApi().confirm;
}

export function useAlert() {
  return useDialogApi().alert;
}
