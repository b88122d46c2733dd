import type { ProgressStage } from '../../widget/routes';
import type { LabelKey } from '../../config/labels';
import { useUiText } from '../../ui/ui-text';

const STEPS: { stage: ProgressStage; label: LabelKey }[] = [
  { stage: 'details', label: 'progress.details' },
  { stage: 'quote', label: 'progress.quote' },
  { stage: 'payment', label: 'progress.payment' },
  { stage: 'complete', label: 'progress.complete' },
];

/** The four progress headings of docs/product/screens.md#the-progress-bar; the current one carries aria-current for screen readers. */
export function ProgressBar({ stage }: { stage: ProgressStage }) {
  const { t } = useUiText();
  const current = STEPS.findIndex((step) => step.stage === stage);
  return (
    <nav className="mq-progress" aria-label={t('progress.label')}>
      <ol>
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step.stage}
              className={`mq-progress__step mq-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="mq-progress__dot" aria-hidden="true">
                {index + 1}
              </span>
              <span className="mq-progress__label">
                {t(step.label)}
                {state !== 'todo' && (
                  <span className="mq-visually-hidden"> {t(state === 'current' ? 'progress.current' : 'progress.done')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
