import { memo, type ReactNode } from 'react';
import { cx } from './cx';
import { ChevronIcon, TickIcon } from './icons';
import { useUiText } from './ui-text';

interface AccordionStepProps {
  id: string;
  number: number;
  title: string;
  open: boolean;
  /** Shown with a tick, and said as 'Completed' to screen readers. */
  completed?: boolean;
  /** A step not reached yet cannot be opened. */
  disabled?: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * One numbered section of the seven-step details form. The heading holds a button that opens and
 * closes the section (aria-expanded, aria-controls). The panel stays mounted so the 0.3 s height
 * animation can run (CSS, off under prefers-reduced-motion); while closed it is inert, so its
 * fields are neither focusable nor read out.
 */
export const AccordionStep = memo(function AccordionStep({
  id,
  number,
  title,
  open,
  completed,
  disabled,
  onToggle,
  headingLevel = 2,
  children,
}: AccordionStepProps) {
  const text = useUiText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttonId = `${id}-heading`;
  const panelId = `${id}-panel`;
  return (
    <section className={cx('mq-step', open && 'is-open', completed && 'is-completed', disabled && 'is-disabled')}>
      <Heading className="mq-step__heading">
        <button
          id={buttonId}
          type="button"
          className="mq-step__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={onToggle}
        >
          <span className="mq-step__number">
            <span className="mq-visually-hidden">{text.t('ui.step')}</span> {number}
          </span>{' '}
          <span className="mq-step__title">
            {title}
            {completed ? <span className="mq-visually-hidden">{text.t('ui.completed')}</span> : null}
          </span>
          {completed ? <TickIcon className="mq-icon mq-step__tick" /> : null}
          <ChevronIcon direction="down" className="mq-icon mq-step__chevron" />
        </button>
      </Heading>
      <div id={panelId} className="mq-step__panel" inert={!open}>
        <div className="mq-step__panel-inner">
          <div className="mq-step__content">{children}</div>
        </div>
      </div>
    </section>
  );
});
