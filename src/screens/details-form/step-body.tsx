import { memo } from 'react';
import { FORM_STEPS, stepOf } from '../../details-form/model/steps';

import { Button } from '../../ui/button';
import { QuestionField } from './question-field';
import { BLOCKS } from './blocks/block-registry';
import { BlocksContext } from './blocks/blocks-context';
import { useUiText } from '../../ui/ui-text';

interface StepBodyProps {
  step: number;
  busy: boolean;
  /**
   * A promise: Continue stays busy until it settles (ui/button.tsx). It never rejects: the flows it
   * runs answer a failed call with where to go (README.md#architecture).
   */
  onContinue: () => Promise<void>;
  onBack: () => void;
}

/** The questions of one step and its buttons: Back from step 2, Continue on 1-6, Submit on 7. */
export const StepBody = memo(function StepBody({ step, busy, onContinue, onBack }: StepBodyProps) {
  const { t } = useUiText();
  const { owner, questions } = stepOf(step);
  return (
    <div className="mq-step-body">
      {/* The blocks reach every question under the step, the driver modal's too (blocks/blocks-context.ts). */}
      <BlocksContext.Provider value={BLOCKS}>
        {questions.map((question) => (
          <QuestionField
            key={typeof question.path === 'string' ? question.path : question.label}
            question={question}
            owner={owner}
            step={step}
          />
        ))}
      </BlocksContext.Provider>
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
