import { useSetting } from '../../hooks/widget-context';
import { Checkbox } from '../../ui/checkbox';
import { YesNo } from '../../ui/yes-no';
import { FIELD_IDS, type FormPartProps } from './form-part';
import { useUiText } from '../../ui/ui-text';

const TICKS = [
  ['honest', 'summary.final.honest'],
  ['terms', 'summary.final.terms'],
  ['excesses', 'summary.final.excesses'],
] as const;

/**
 * Renewal Information (auto-renew, required) and the three Final Points To Confirm, never pre-ticked.
 * The reasonable-care tick is described by what a careless answer can cost (docs/product/regulation.md#her-answers-and-misrepresentation).
 */
export function Declarations({ answers, error, onChange, onBlur }: FormPartProps) {
  const { t } = useUiText();
  const { renewal } = useSetting('brand');
  // A choice counts as left once made (docs/product/validation.md#when-an-error-shows).
  const choose = (field: 'autoRenew' | (typeof TICKS)[number][0]) => (value: boolean) => {
    onChange(field, value);
    onBlur(field);
  };
  return (
    <>
      <section className="mq-summary-section" aria-labelledby="mq-summary-renewal">
        <h2 id="mq-summary-renewal" className="mq-heading-l">
          {t('summary.renewal.title')}
        </h2>
        {/* The notice's days are the insurer's; a card kept for renewal is a continuous payment authority she can cancel (docs/product/regulation.md#renewal). */}
        <p>{t('summary.renewal.body', { days: renewal.noticeDays })}</p>
        <p>{t('summary.renewal.cpa')}</p>
        <YesNo
          id={FIELD_IDS.autoRenew}
          label={t('summary.renewal.question')}
          hint={t('summary.renewal.stop')}
          value={answers.autoRenew}
          error={error('autoRenew')}
          onChange={choose('autoRenew')}
          onBlur={() => onBlur('autoRenew')}
        />
      </section>
      <section className="mq-summary-section" aria-labelledby="mq-summary-final">
        <h2 id="mq-summary-final" className="mq-heading-l">
          {t('summary.final.title')}
        </h2>
        {TICKS.map(([field, label]) => (
          <Checkbox
            key={field}
            id={FIELD_IDS[field]}
            label={t(label)}
            hint={field === 'honest' ? t('summary.final.takeCare') : undefined}
            checked={answers[field]}
            error={error(field)}
            required
            onChange={choose(field)}
          />
        ))}
      </section>
    </>
  );
}
