import { stepOf } from '../../details-form/model/steps';

import { Notice } from '../../ui/notice';
import { useUiText } from '../../ui/ui-text';

/** Says which later steps an answer emptied (never cleared silently); they are open to answer again. */
export function StepsReopened({ steps }: { steps: readonly number[] }) {
  const { t } = useUiText();
  return (
    <Notice tone="warning" live title={t('form.stepsReopenedTitle')}>
      <p>{t('form.stepsReopened')}</p>
      <ul>
        {steps.map((number) => (
          <li key={number}>{t('form.stepReopened', { number, title: t(stepOf(number).title) })}</li>
        ))}
      </ul>
    </Notice>
  );
}
