import type { ReactNode } from 'react';
import { questionKey, type Owner, type Question } from '../../../details-form/model/question';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal } from '../../../ui/modal';
import { QuestionField } from '../question-field';
import { fieldId } from '../use-question';
import { useUiText } from '../../../ui/ui-text';
import { useErrorSummary } from '../../../ui/use-form-state';
import type { Message } from '../../../config/label-message';

interface ItemModalProps {
  title: ReactNode;
  questions: Question[];
  /** Whole path of the item being edited, e.g. 'risk.proposer.driver_details.claims.0'. */
  owner: Owner;
  driverIndex: number | null;
  saveLabel: string;
  /** Keeps the item and answers nothing, or answers its errors by whole path. */
  onSave: () => Record<string, Message>;
  onCancel: () => void;
  size?: 'medium' | 'large';
  children?: ReactNode;
  /** The whole form, when `questions` is one part of it (a driver's, asked a part at a time). */
  form?: Question[];
  /** Above the questions: the part's heading. */
  intro?: ReactNode;
  /** Back to the previous part; absent on the first. */
  onBack?: () => void;
}

/**
 * A repeater item's form in a modal (claims, convictions, a driver): the item's questions bound to
 * the draft, Save and Cancel. A failed Save lists its problems at the top, as the steps do.
 */
export function ItemModal({
  title,
  questions,
  owner,
  driverIndex,
  saveLabel,
  onSave,
  onCancel,
  size = 'medium',
  children,
  form = questions,
  intro,
  onBack,
}: ItemModalProps) {
  const { t } = useUiText();
  // The item's fields are marked in the details form's store (flows/details-form/item-edit.ts); the
  // summary of a refused Save is the form state's (ui/use-form-state.ts).
  const { summary, show } = useErrorSummary(fieldId);
  const save = () => show(onSave());
  const footer = (
    <>
      <Button onClick={save}>{saveLabel}</Button>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
      <Button variant="secondary" onClick={onCancel}>
        {t('repeater.cancel')}
      </Button>
    </>
  );
  return (
    <Modal open onClose={onCancel} title={title} size={size} footer={footer}>
      <div className="mq-item-form">
        {intro}
        {summary.errors.length > 0 && <ErrorSummary errors={summary.errors} title={t('repeater.errorTitle')} focusKey={summary.focusKey} />}
        {questions.map((question) => (
          <QuestionField key={questionKey(question)} question={question} owner={owner} step={0} driverIndex={driverIndex} form={form} />
        ))}
        {children}
      </div>
    </Modal>
  );
}
