import { MaskedInput } from '../../ui/masked-input';
import { TextInput } from '../../ui/text-input';
import { FIELD_IDS, type FormPartProps } from './form-part';
import { maxLengthAt } from '../../contract/max-length';
import { ProposalSchema } from '../../contract/proposal';
import { useUiText } from '../../ui/ui-text';

/** Confirm Your Details: the e-mail address and mobile number, editable before buying. */
export function ConfirmDetails({ answers, error, onChange, onBlur }: FormPartProps) {
  const { t } = useUiText();
  return (
    <section className="mq-summary-section" aria-labelledby="mq-summary-details">
      <h2 id="mq-summary-details" className="mq-heading-l">
        {t('summary.details.title')}
      </h2>
      <p>{t('summary.details.intro')}</p>
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
    </section>
  );
}
