import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from './field';

/** A password Input (inside a Field) with a show/hide toggle. */
export function PasswordInput({
  ref,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className={`pe-11 ${className ?? ''}`} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-500 hover:text-ink-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
