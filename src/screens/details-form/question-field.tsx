import { memo } from 'react';
import type { Owner, Question } from '../../details-form/model/question';

import { QuestionControl } from './question-control';
import { useQuestion } from './use-question';
import { useUiText } from '../../ui/ui-text';

export interface QuestionFieldProps {
  question: Question;
  /** The driver asked: 'risk.proposer', 'risk.additional_drivers.N' or '' for whole paths. */
  owner: Owner;
  /** The step whose Continue reveals every error; 0 inside a modal, whose Save reveals its own. */
  step: number;
  driverIndex?: number | null;
  /** In an item's modal, the item's questions: its fields share one check of them (useQuestion). */
  form?: Question[];
}

const TYPED = new Set(['text', 'phone', 'money', 'number', 'date']);

/** One question bound to the proposal store: shown only when it applies, its error tied to it. */
export const QuestionField = memo(function QuestionField({ question, owner, step, driverIndex = null, form }: QuestionFieldProps) {
  const { t } = useUiText();
  const q = useQuestion(question, owner, step, driverIndex, TYPED.has(question.control.kind), form ?? null);
  if (!q.shown) return null;
  const forDriver = driverIndex !== null;
  const heading = forDriver && question.driverHeading ? question.driverHeading : question.heading;
  const label = t(forDriver && question.driverLabel ? question.driverLabel : question.label);
  const control = <QuestionControl question={question} state={q} label={label} typed={TYPED.has(question.control.kind)} />;
  if (!heading && !question.indent) return control;
  return (
    <>
      {heading && <h3 className="mq-heading-s mq-question-heading">{t(heading)}</h3>}
      {question.indent ? <div className="mq-conditional">{control}</div> : control}
    </>
  );
});
