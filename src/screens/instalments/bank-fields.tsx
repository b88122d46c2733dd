import { useEffect } from 'react';
import { ACCOUNT_NAME_MAX_LENGTH } from '../../domain/constants';
import { useUiText } from '../../ui/ui-text';
import { MaskedInput } from '../../ui/masked-input';
import { Notice } from '../../ui/notice';
import { TextInput } from '../../ui/text-input';
import { YesNo } from '../../ui/yes-no';
import { ddFieldId, type DirectDebitForm } from './use-direct-debit-form';

/**
 * Who holds the account and its details. A proposer under 18 cannot hold a Direct Debit: the
 * question is not asked, the answer is 'not me', and a notice asks for an adult account holder.
 */
export function BankFields({ form }: { form: DirectDebitForm }) {
  const { t } = useUiText();
  const { dd, minor, set, touch, shownError } = form;
  useEffect(() => {
    if (minor && dd.is_proposer_account_holder !== false) set('is_proposer_account_holder', false);
  }, [minor, dd.is_proposer_account_holder, set]);
  const text = (path: 'account_name' | 'account_number' | 'sort_code') => ({
    id: ddFieldId(path),
    value: dd[path],
    error: shownError(path),
    onBlur: () => touch(path),
    onChange: (value: string) => set(path, value === '' ? null : value),
    required: true,
  });
  return (
    <>
      {minor ? (
        <Notice tone="warning" title={t('instalments.under18Title')}>
          <p>{t('instalments.under18')}</p>
        </Notice>
      ) : (
        <YesNo
          id={ddFieldId('is_proposer_account_holder')}
          label={t('instalments.holder')}
          hint={t('instalments.holderHint')}
          value={dd.is_proposer_account_holder}
          error={shownError('is_proposer_account_holder')}
          onChange={(value) => {
            set('is_proposer_account_holder', value);
            touch('is_proposer_account_holder');
          }}
        />
      )}
      <TextInput
        {...text('account_name')}
        label={t('instalments.accountName')}
        autoComplete="off"
        spellCheck={false}
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
      />
      <MaskedInput
        {...text('account_number')}
        mask="accountNumber"
        label={t('instalments.accountNumber')}
        hint={t('instalments.accountNumberHint')}
        autoComplete="off"
        width="medium"
      />
      <MaskedInput
        {...text('sort_code')}
        mask="sortCode"
        label={t('instalments.sortCode')}
        hint={t('instalments.sortCodeHint')}
        autoComplete="off"
        width="short"
      />
    </>
  );
}
