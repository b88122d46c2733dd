import { memo, type ReactNode } from 'react';
import { FORM_STEPS, stepOf } from '../../store/details-form/steps';

import { Button } from '../../ui/button';
import { QuestionField } from './question-field';
import { useUiText } from '../../ui/ui-text';
import { type Path } from '../../store/proposal/path';

interface StepBodyProps {
  step: number;
  busy: boolean;
  onContinue: () => void;
  onBack: () => void;
  renderBlock: (block: string, path: Path, error: string | null, why?: string) => ReactNode;
}

/** The questions of one step and its buttons: Back from step 2, Continue on 1-6, Submit on 7. */
export const StepBody = memo(function StepBody({ step, busy, onContinue, onBack, renderBlock }: StepBodyProps) {
  const { t } = useUiText();
  const { owner, questions } = stepOf(step);
  return (
    <div className="mq-step-body">
      {questions.map((question) => (
        <QuestionField
          key={typeof question.path === 'string' ? question.path : question.label}
          question={question}
          owner={owner}
          step={step}
          renderBlock={renderBlock}
        />
      ))}
      <div className="mq-actions mq-step-body__actions">
        <Button variant="primary" busy={busy} onClick={onContinue}>
          {step === FORM_STEPS ? t('form.submit') : t('form.continue')}
        </Button>
        {step > 1 && (
          <Button variant="secondary" onClick={onBack}>
            {t('form.back')}
          </Button>
        )}
      </div>
    </div>
  );
});
