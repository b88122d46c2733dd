import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Option } from '../../contract/lists';
import { dobRange } from '../../domain/dates';
import type { TpaField } from '../../flows/price/third-party-authority';
import { useProposal, useWidget } from '../../hooks/widget-context';
import { DateInput } from '../../ui/date-input';
import { MaskedInput } from '../../ui/masked-input';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { Toggle } from '../../ui/toggle';
import { maxLengthAt } from '../../contract/max-length';
import { UserfieldsSchema } from '../../contract/userfields';
import { useUiText } from '../../ui/ui-text';
import { type Path } from '../../store/proposal/path';
import type { FormState } from '../../ui/use-form-state';

const NO_OPTIONS: Option[] = [];
const path = (field: TpaField): Path => `risk.userfields.${field}`;
export const tpaFieldId = (field: TpaField) => `mq-${field.replace(/_/g, '-')}`;

/** A third party the proposer names (docs/product/transitions.md#third-party-authority-off and docs/product/validation.md#third-party-authority); turning the toggle off forgets them. */
export function ThirdPartyAuthority({ form }: { form: FormState<TpaField> }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const on = useProposal((s) => s.draft.risk.userfields.has_third_party_authority === true);
  const values = useProposal((s) => s.draft.risk.userfields);
  const typedDob = useProposal((s) => s.raw[path('tpa_date_of_birth')]);
  const titles = useStore(stores.lists, (s) => s.lists.person_title);
  useEffect(() => {
    if (on) stores.lists.getState().ensure('person_title');
  }, [on, stores]);
  const set = (field: TpaField) => (value: string) => stores.proposal.getState().setAnswer(path(field), value === '' ? null : value);
  const setDob = (value: string) => stores.proposal.getState().setDate(path('tpa_date_of_birth'), value);
  const toggle = (next: boolean) => {
    stores.proposal.getState().setAnswer('risk.userfields.has_third_party_authority', next);
    if (!next) stores.proposal.getState().setRaw(path('tpa_date_of_birth'), null);
  };
  const field = (name: TpaField) => ({
    id: tpaFieldId(name),
    error: form.error(name),
    onBlur: () => form.touch(name),
    required: true,
  });
  const range = dobRange();
  return (
    <section className="mq-price-section" aria-labelledby="mq-price-tpa-title">
      <h2 id="mq-price-tpa-title" className="mq-heading-m">
        {t('price.tpaTitle')}
      </h2>
      <p className="mq-hint">{t('price.tpaIntro')}</p>
      <Toggle id="mq-price-tpa-toggle" label={t('price.tpaToggle')} checked={on} onChange={toggle} />
      {on && (
        <fieldset className="mq-price-tpa">
          <legend className="mq-heading-s">{t('price.tpaPerson')}</legend>
          <Select
            {...field('tpa_title')}
            label={t('price.tpaTitleField')}
            options={titles?.options ?? NO_OPTIONS}
            loading={!titles || titles.status === 'loading'}
            value={values.tpa_title}
            onChange={(value) => {
              set('tpa_title')(value);
              form.touch('tpa_title');
            }}
            autoComplete="off"
          />
          <TextInput
            {...field('tpa_forename')}
            label={t('price.tpaForename')}
            value={values.tpa_forename}
            onChange={set('tpa_forename')}
            autoComplete="off"
            width="medium"
            maxLength={maxLengthAt(UserfieldsSchema, 'tpa_forename')}
          />
          <TextInput
            {...field('tpa_surname')}
            label={t('price.tpaSurname')}
            value={values.tpa_surname}
            onChange={set('tpa_surname')}
            autoComplete="off"
            width="medium"
            maxLength={maxLengthAt(UserfieldsSchema, 'tpa_surname')}
          />
          <DateInput
            {...field('tpa_date_of_birth')}
            label={t('price.tpaDob')}
            hint={t('price.tpaDobHint')}
            value={typedDob ?? values.tpa_date_of_birth}
            onChange={setDob}
            min={range.min}
            max={range.max}
            autoComplete="off"
          />
          <TextInput
            {...field('tpa_email')}
            type="email"
            label={t('price.tpaEmail')}
            value={values.tpa_email}
            onChange={set('tpa_email')}
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLengthAt(UserfieldsSchema, 'tpa_email')}
          />
          <MaskedInput
            {...field('tpa_phone')}
            mask="phone"
            label={t('price.tpaPhone')}
            value={values.tpa_phone}
            onChange={set('tpa_phone')}
            autoComplete="off"
          />
        </fieldset>
      )}
    </section>
  );
}
