import { useRef, useState, type KeyboardEvent } from 'react';
import type { Address } from '../../../contract/address';
import { findAddresses } from '../../../details-form/flows/actions';
import { useWidget } from '../../../hooks/widget-context';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { fieldId } from '../use-question';
import { useUiText } from '../../../ui/ui-text';
import { type Path } from '../../../store/proposal/path';
import type { Message } from '../../../config/label-message';

interface AddressSearchProps {
  path: Path;
  error: Message | null;
  /** The postcode of the address she chose to change, kept; empty on a first search. */
  again: string;
  /** Manual entry, with the postcode searched and a notice when the look-up found nothing. */
  onManual: (postcode: string | null, notice: string | null) => void;
  /** An address was chosen: this search is about to be replaced by it. */
  onChosen: () => void;
}

// Keys that move through a closed select's options one by one (letters jump to a match too):
// Chromium and Firefox fire 'change' at each, so none of them may count as choosing (WCAG 3.2.2).
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

const lines = (address: Address) => [address.line_1, address.line_2, address.line_3, address.postcode].filter(Boolean).join(', ');

/** Postcode, Find address, then the list of addresses at it. */
export function AddressSearch({ path, error, again, onManual, onChosen }: AddressSearchProps) {
  const { t } = useUiText();
  const widget = useWidget();
  const [postcode, setPostcode] = useState(again);
  const [problem, setProblem] = useState<Message | null>(null);
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
  // The option shown in the select. Picking with the pointer or a phone's picker chooses at once;
  // moving through the list by keyboard only shows the address, which Enter or leaving the list
  // then chooses: the search must not vanish under a keyboard user at the first ArrowDown.
  const [shownOption, setShownOption] = useState('');
  const browsing = useRef(false);
  const choose = (value: string) => {
    if (!addresses || value === '') return;
    widget.stores.proposal.getState().setAnswer(path, addresses[Number(value)]);
    widget.stores.detailsForm.getState().touch(path);
    onChosen();
  };
  const change = (value: string) => {
    setShownOption(value);
    if (!browsing.current) choose(value);
  };
  const keyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (BROWSING_KEYS.has(event.key) || event.key.length === 1) browsing.current = true;
    if (event.key === 'Enter' && shownOption !== '') {
      event.preventDefault();
      choose(shownOption);
    }
  };
  const shown = problem ?? error;
  const found = addresses && (addresses.length === 1 ? t('address.foundOne') : t('address.found', { count: addresses.length }));
  return (
    <div className="mq-address__search">
      <div className="mq-registration__row">
        <TextInput
          id={id}
          label={t('address.postcode')}
          hint={t('address.postcodeHint')}
          value={postcode}
          onChange={setPostcode}
          autoComplete="postal-code"
          width="short"
          error={shown}
          touched={shown !== null}
        />
        <Button variant="primary" onClick={search}>
          {t('address.find')}
        </Button>
      </div>
      {addresses && (
        <Select
          id={`${id}-list`}
          label={t('address.select')}
          placeholder={found!}
          options={addresses.map((address, index) => ({ value: String(index), name: lines(address) }))}
          value={shownOption || null}
          onChange={change}
          onKeyDown={keyDown}
          onBlur={() => choose(shownOption)}
        />
      )}
      {/* Said to a screen reader as the list appears: the placeholder alone is read only once she reaches the list (WCAG 4.1.3). */}
      <p className="mq-visually-hidden" role="status">
        {found}
      </p>
      <p>
        <button type="button" className="mq-link-button" onClick={() => onManual(postcode.trim() || null, null)}>
          {t('address.manualLink')}
        </button>
      </p>
    </div>
  );
}
