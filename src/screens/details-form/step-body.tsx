import { memo } from 'react';
import { FORM_STEPS, stepOf } from '../../details-form/model/steps';

import { Button } from '../../ui/button';
import { QuestionField } from './question-field';
import { BLOCKS } from './blocks/block-registry';
import { BlocksContext } from './blocks/blocks-context';
import { useUiText } from '../../ui/ui-text';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { canSaveAnswers } from '../../flows/save-later/save-answers';

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

/** Save and come back later (docs/product/transitions.md#saved-answers) on every step of a quote not saved yet. */
function SaveLaterButton() {
  const { t } = useUiText();
  const { stores } = useWidget();
  const savable = useProposal((state) => canSaveAnswers(state.draft));
  return savable ? (
    <Button variant="secondary" onClick={() => stores.detailsForm.getState().setSaving({ open: true, expired: null })}>
      {t('save.button')}
    </Button>
  ) : null;
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
        <SaveLaterButton />
      </div>
    </div>
  );
});
