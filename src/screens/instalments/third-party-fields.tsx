import { useEffect } from 'react';
import { useStore } from 'zustand';
import { DIRECT_DEBIT_MIN_AGE, MAX_DRIVING_AGE } from '../../domain/constants';
import { shiftDate, todayIso } from '../../domain/dates';
import { getPath } from '../../store/proposal/path';
import { useWidget } from '../../hooks/widget-context';
import { DateInput } from '../../ui/date-input';
import { Select } from '../../ui/select';
import { Notice } from '../../ui/notice';
import { TextInput } from '../../ui/text-input';
import { ddFieldId, type DirectDebitForm } from './use-direct-debit-form';
import { DirectDebitSchema } from '../../contract/direct-debit';
import { maxLengthAt } from '../../contract/max-length';
import { useUiText } from '../../ui/ui-text';

type TextPath =
  | 'third_party.forename'
  | 'third_party.surname'
  | 'third_party.address.line_1'
  | 'third_party.address.line_2'
  | 'third_party.address.line_3'
  | 'third_party.address.line_4'
  | 'third_party.address.postcode'
  | 'third_party.email';

/**
 * The adult who holds the account when it is not the proposer: title, names, date of birth, address and
 * the e-mail their link to agree and sign goes to, and, in plain words, that they must sign before she buys.
 */
export function ThirdPartyFields({ form }: { form: DirectDebitForm }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const titles = useStore(stores.lists, (s) => s.lists.person_title);
  useEffect(() => stores.lists.getState().ensure('person_title'), [stores]);
  const { dd, dobText, set, setDob, touch, shownError } = form;
  const today = todayIso();

  const text = (path: TextPath, label: string, autoComplete?: string, hint?: string) => (
    <TextInput
      hint={hint}
      id={ddFieldId(path)}
      label={label}
      value={(getPath(dd, path) as string | null | undefined) ?? ''}
      error={shownError(path)}
      onBlur={() => touch(path)}
      onChange={(value) => set(path, value === '' ? null : value)}
      autoComplete={autoComplete}
      maxLength={maxLengthAt(DirectDebitSchema, path)}
      width={path.endsWith('postcode') ? 'short' : 'full'}
    />
  );

  return (
    <fieldset className="mq-dd-holder">
      <legend className="mq-heading-m">{t('instalments.thirdPartyTitle')}</legend>
      <Select
        id={ddFieldId('third_party.title')}
        label={t('instalments.tpTitle')}
        options={titles?.options ?? []}
        loading={titles?.status === 'loading'}
        value={dd.third_party?.title ?? null}
        error={shownError('third_party.title')}
        onChange={(value) => {
          set('third_party.title', value || null);
          touch('third_party.title');
        }}
        onBlur={() => touch('third_party.title')}
      />
      {text('third_party.forename', t('instalments.tpForename'), 'off')}
      {text('third_party.surname', t('instalments.tpSurname'), 'off')}
      <DateInput
        id={ddFieldId('third_party.date_of_birth')}
        label={t('instalments.tpDob')}
        hint={t('instalments.tpDobHint')}
        value={dobText ?? dd.third_party?.date_of_birth ?? null}
        error={shownError('third_party.date_of_birth')}
        onBlur={() => touch('third_party.date_of_birth')}
        onChange={setDob}
        min={shiftDate(today, -MAX_DRIVING_AGE, 'year')}
        max={shiftDate(today, -DIRECT_DEBIT_MIN_AGE, 'year')}
      />
      {text('third_party.address.line_1', t('instalments.tpLine1'), 'off')}
      {text('third_party.address.line_2', t('instalments.tpLine2'), 'off')}
      {text('third_party.address.line_3', t('instalments.tpTown'), 'off')}
      {text('third_party.address.line_4', t('instalments.tpCounty'), 'off')}
      {text('third_party.address.postcode', t('instalments.tpPostcode'), 'off')}
      {text('third_party.email', t('holder.email'), 'off', t('holder.emailHint'))}
      <Notice tone="info" title={t('holder.mustSignTitle')}>
        <p>{t('holder.mustSign')}</p>
      </Notice>
    </fieldset>
  );
}
