import { MaskedInput } from '../../ui/masked-input';
import { TextInput } from '../../ui/text-input';
import { FIELD_IDS, type FormPartProps } from './form-part';
import { maxLengthAt } from '../../contract/max-length';
import { ProposalSchema } from '../../contract/proposal';
import { useUiText } from '../../ui/ui-text';
import { summaryErrors } from '../../flows/summary/summary-form';
import { useState } from 'react';

/**
 * Confirm Your Details: only an e-mail address or mobile number the proposal lacks (a partner's quote
 * may come with the placeholder mobile). One she gave is an answer above, changed by its step's
 * Change, never asked twice (docs/layout.md#the-summary).
 */
export function ConfirmDetails({ answers, error, onChange, onBlur }: FormPartProps) {
  const { t } = useUiText();
  // As the screen opened: a field stays while she types into it.
  const [ask] = useState(() => summaryErrors(answers));
  if (!ask.email && !ask.mobile) return null;
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-details">
      <h2 id="mq-summary-details" className="mq-heading-l">
        {t('summary.details.title')}
      </h2>
      <p>{t('summary.details.intro')}</p>
      {ask.email && (
        <TextInput
          id={FIELD_IDS.email}
          label={t('summary.details.email')}
          type="email"
          autoComplete="email"
          maxLength={maxLengthAt(ProposalSchema, 'risk.proposer.email_address')}
          spellCheck={false}
          value={answers.email}
          error={error('email')}
          required
          onChange={(value) => onChange('email', value)}
          onBlur={() => onBlur('email')}
        />
      )}
      {ask.mobile && (
        <MaskedInput
          id={FIELD_IDS.mobile}
          label={t('summary.details.mobile')}
          mask="phone"
          autoComplete="tel"
          value={answers.mobile}
          error={error('mobile')}
          required
          onChange={(value) => onChange('mobile', value)}
          onBlur={() => onBlur('mobile')}
        />
      )}
    </section>
  );
}
