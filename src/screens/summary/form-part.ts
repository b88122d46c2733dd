import type { SummaryAnswers, SummaryField } from '../../flows/summary/summary-form';
import type { Message } from '../../config/label-message';

/** The ids of the summary's controls: error-summary links land on them. */
export const FIELD_IDS: Readonly<Record<SummaryField, string>> = {
  email: 'mq-summary-email',
  mobile: 'mq-summary-mobile',
  autoRenew: 'mq-summary-auto-renew',
  honest: 'mq-summary-honest',
  terms: 'mq-summary-terms',
  excesses: 'mq-summary-excesses',
};

/** What each part of the summary's form receives from the screen. */
export interface FormPartProps {
  answers: SummaryAnswers;
  /** A field's error as it shows now (after a blur or a Continue), or null. */
  error: (field: SummaryField) => Message | null;
  onChange: <K extends SummaryField>(field: K, value: SummaryAnswers[K]) => void;
  onBlur: (field: SummaryField) => void;
}
