import { useContext } from 'react';
import type { Question } from '../../details-form/model/question';

import { DateInput } from '../../ui/date-input';
import { MaskedInput } from '../../ui/masked-input';
import { RadioGroup, type RadioValue } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { YesNo } from '../../ui/yes-no';
import { ListQuestion } from './list-question';
import { fieldId, type useQuestion } from './use-question';
import { maxLengthAt } from '../../contract/max-length';
import { ProposalSchema } from '../../contract/proposal';
import { useUiText } from '../../ui/ui-text';
import { BlocksContext } from './blocks/blocks-context';

interface QuestionControlProps {
  question: Question;
  state: ReturnType<typeof useQuestion>;
  label: string;
  /** Typed inputs reveal their error on blur; choices as soon as they are made. */
  typed: boolean;
}

// Whole numbers are stored as numbers ('8,000' typed is 8000); anything else stays text for its rule to name.
const toCount = (text: string) =>
  /^\d+$/.test(text.replace(/[,\s]/g, '')) ? Number(text.replace(/[,\s]/g, '')) : text === '' ? null : text;

/** The primitive of src/ui that answers a question of a given control kind. */
export function QuestionControl({ question, state: q, label, typed }: QuestionControlProps) {
  const { t } = useUiText();
  const blocks = useContext(BlocksContext);
  const { control } = question;
  const common = {
    id: fieldId(q.path),
    label,
    hint: question.hint ? t(question.hint) : undefined,
    why: question.why ? t(question.why) : undefined,
    error: q.error,
    touched: q.error !== null,
    onBlur: q.touch,
  };
  const text = q.value === null || q.value === undefined ? '' : String(q.value);
  const answer = (value: unknown) => {
    q.setAnswer(value);
    if (!typed) q.touch();
  };
  switch (control.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={text}
          onChange={answer}
          type={control.type}
          autoComplete={control.autoComplete}
          width={control.width}
          inputMode={control.inputMode}
          maxLength={maxLengthAt(ProposalSchema, q.path)}
        />
      );
    case 'phone':
      return <MaskedInput {...common} mask="phone" value={text} onChange={answer} autoComplete={control.autoComplete} width="medium" />;
    case 'money':
      return (
        <MaskedInput
          {...common}
          mask="money"
          prefix="£"
          value={text}
          onChange={(v) => answer(v === '' ? null : Number(v))}
          width="medium"
        />
      );
    case 'number':
      return <TextInput {...common} value={text} inputMode="numeric" width="short" onChange={(v) => answer(toCount(v))} />;
    case 'date':
      return (
        <DateInput
          {...common}
          value={q.value === null || q.value === undefined ? null : String(q.value)}
          onChange={q.setDate}
          autoComplete={control.autoComplete}
          min={q.min}
          max={q.max}
        />
      );
    case 'yesno':
      return <YesNo {...common} value={typeof q.value === 'boolean' ? q.value : null} onChange={answer} />;
    case 'radios':
      return (
        <RadioGroup<RadioValue>
          {...common}
          options={control.options.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={(q.value as RadioValue | null | undefined) ?? null}
          onChange={answer}
        />
      );
    case 'choices':
      return (
        <Select
          {...common}
          options={control.options}
          value={text || null}
          onChange={(v) => answer(v === '' ? null : control.numeric ? Number(v) : v)}
        />
      );
    case 'select':
    case 'typeahead':
      return (
        <ListQuestion
          {...common}
          kind={control.kind === 'select' && control.radios ? 'radios' : control.kind}
          list={control.list}
          allowed={q.allowed}
          showCode={control.kind === 'select' && control.showCode}
          autoComplete={control.kind === 'select' ? control.autoComplete : undefined}
          value={text || null}
          onChange={answer}
        />
      );
    case 'block': {
      const Block = blocks?.[control.block];
      return Block ? <Block path={q.path} error={q.error} why={common.why} /> : null;
    }
  }
}
