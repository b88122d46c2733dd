import { memo, type ReactNode } from 'react';
import type { Question } from '../../store/details-form/question';
import { useLabels } from '../../store/widget-context';
import { DateInput } from '../../ui/date-input';
import { MaskedInput } from '../../ui/masked-input';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { YesNo } from '../../ui/yes-no';
import { ListQuestion } from './list-question';
import { fieldId, useQuestion } from './use-question';

export interface QuestionFieldProps {
  question: Question;
  /** The driver asked: 'risk.proposer', 'risk.additional_drivers.N' or '' for whole paths. */
  owner: string;
  step: number;
  driverIndex?: number | null;
  /** Renders the blocks (vehicle look-up, repeaters...) that are not a single control. */
  renderBlock?: (block: string, path: string, error: string | null) => ReactNode;
}

const TYPED = new Set(['text', 'phone', 'money', 'number', 'date']);

/** One question bound to the proposal store: shown only when it applies, its error tied to it. */
export const QuestionField = memo(function QuestionField({ question, owner, step, driverIndex = null, renderBlock }: QuestionFieldProps) {
  const t = useLabels();
  const { control } = question;
  const q = useQuestion(question, owner, step, driverIndex, TYPED.has(control.kind));
  if (!q.shown) return null;
  const label = t(driverIndex !== null && question.driverLabel ? question.driverLabel : question.label);
  const common = { id: fieldId(q.path), label, hint: question.hint ? t(question.hint) : undefined, error: q.error, touched: q.error !== null, onBlur: q.touch };
  const text = q.value === null || q.value === undefined ? '' : String(q.value);
  const answer = (value: unknown) => {
    q.setAnswer(value);
    if (!TYPED.has(control.kind)) q.touch();
  };
  switch (control.kind) {
    case 'text':
      return <TextInput {...common} value={text} onChange={answer} type={control.type} autoComplete={control.autoComplete} width={control.width} inputMode={control.inputMode} />;
    case 'phone':
      return <MaskedInput {...common} mask="phone" value={text} onChange={answer} autoComplete={control.autoComplete} width="medium" />;
    case 'money':
      return <MaskedInput {...common} mask="money" prefix="£" value={text} onChange={(v) => answer(v === '' ? null : Number(v))} width="medium" />;
    case 'number':
      return <TextInput {...common} value={text} inputMode="numeric" width="short" onChange={(v) => answer(/^\d+$/.test(v) ? Number(v) : v === '' ? null : v)} />;
    case 'date':
      return (
        <DateInput
          {...common}
          value={q.value === null || q.value === undefined ? null : String(q.value)}
          onChange={(v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) || v === '' ? q.setAnswer(v || null) : (q.setAnswer(null), q.setRaw(v)))}
          autoComplete={control.autoComplete}
          min={q.min}
          max={q.max}
        />
      );
    case 'yesno':
      return <YesNo {...common} value={typeof q.value === 'boolean' ? q.value : null} onChange={answer} />;
    case 'radios':
      return <RadioGroup {...common} options={control.options.map((o) => ({ value: o.value, label: t(o.label) }))} value={text || null} onChange={answer} />;
    case 'choices':
      return <Select {...common} options={control.options} value={text || null} onChange={answer} />;
    case 'select':
    case 'typeahead':
      return <ListQuestion {...common} kind={control.kind} list={control.list} allowed={q.allowed} value={text || null} onChange={answer} />;
    case 'block':
      return <>{renderBlock?.(control.block, q.path, q.error)}</>;
  }
});
