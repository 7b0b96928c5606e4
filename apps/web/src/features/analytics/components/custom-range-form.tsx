import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { customRangeProblem } from '../analytics-range';

/** The analytics period's own dates: from and to, checked before they are applied. */
export function CustomRange({
  initial,
  onApply,
}: {
  initial: { from: string; to: string };
  onApply: (r: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('analytics');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = customRangeProblem(from, to);
    setProblem(p);
    if (!p) onApply({ from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <Field label={t('range.from')} error={problem ? t(`range.problem.${problem}`) : undefined}>
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} className="w-44" />
      </Field>
      <Field label={t('range.to')}>
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} className="w-44" />
      </Field>
      <Button type="submit" variant="outline">
        {t('range.apply')}
      </Button>
    </form>
  );
}
