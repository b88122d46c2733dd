import { useState } from 'react';
import type { Address } from '../../../api/contract/address';
import { findAddresses } from '../../../flows/details-form/address-lookup';
import { useLabels, useWidget } from '../../../store/widget-context';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { fieldId } from '../use-question';

interface AddressSearchProps {
  path: string;
  error: string | null;
  /** Manual entry, with the postcode searched and a notice when the look-up found nothing. */
  onManual: (postcode: string | null, notice: string | null) => void;
}

const lines = (address: Address) => [address.line_1, address.line_2, address.line_3, address.postcode].filter(Boolean).join(', ');

/** Postcode, Find address, then the list of addresses at it. */
export function AddressSearch({ path, error, onManual }: AddressSearchProps) {
  const t = useLabels();
  const widget = useWidget();
  const [postcode, setPostcode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const id = fieldId(path);
  const search = async () => {
    setAddresses(null);
    const result = await findAddresses(widget, postcode);
    setProblem(result.kind === 'invalid' ? result.message : null);
    if (result.kind === 'found') setAddresses(result.addresses);
    if (result.kind === 'none') onManual(postcode, t('address.none', { postcode: postcode.toUpperCase() }));
    if (result.kind === 'failed') onManual(postcode, null);
  };
  const choose = (value: string) => {
    if (!addresses || value === '') return;
    widget.stores.proposal.getState().setAnswer(path, addresses[Number(value)]);
    widget.stores.detailsForm.getState().touch(path);
  };
  const shown = problem ?? error;
  return (
    <div className="mq-address__search">
      <div className="mq-registration__row">
        <TextInput id={id} label={t('address.postcode')} hint={t('address.postcodeHint')} value={postcode} onChange={setPostcode} autoComplete="postal-code" width="short" error={shown} touched={shown !== null} />
        <Button variant="primary" onClick={search}>
          {t('address.find')}
        </Button>
      </div>
      {addresses && (
        <Select
          id={`${id}-list`}
          label={t('address.select')}
          placeholder={addresses.length === 1 ? t('address.foundOne') : t('address.found', { count: addresses.length })}
          options={addresses.map((address, index) => ({ value: String(index), name: lines(address) }))}
          value={null}
          onChange={choose}
        />
      )}
      <p>
        <button type="button" className="mq-link-button" onClick={() => onManual(postcode.trim() || null, null)}>
          {t('address.manualLink')}
        </button>
      </p>
    </div>
  );
}
