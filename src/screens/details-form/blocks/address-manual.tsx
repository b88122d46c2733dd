import { useEffect, useRef } from 'react';
import type { Address } from '../../../contract/address';
import { normalisePostcode, isValidPostcode } from '../../../domain/postcode';
import { addressErrors, type AddressField } from '../../../details-form/model/tables';
import { childPath, getPath, type Path } from '../../../store/proposal/path';
import { useDetailsForm, useProposal, useWidget } from '../../../hooks/widget-context';
import { Notice } from '../../../ui/notice';
import { TextInput } from '../../../ui/text-input';
import { fieldId } from '../use-question';
import { AddressSchema } from '../../../contract/address';
import { maxLengthAt } from '../../../contract/max-length';
import { useAfterPress } from '../../../ui/after-press';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

interface AddressManualProps {
  path: Path;
  error: Message | null;
  notice: string | null;
  onSearch: () => void;
  /**
   * She was just sent here (no address at the postcode, a failed look-up, or the manual link): the
   * search and its focused button are gone, so focus moves to the notice, or else the first line,
   * instead of falling to the page's <body> (WCAG 2.4.3). Not for a half-typed address reopened.
   */
  takeFocus?: boolean;
}

const FIELDS = [
  { field: 'line_1', label: 'address.line1', autoComplete: 'address-line1' },
  { field: 'line_2', label: 'address.line2', autoComplete: 'address-line2' },
  { field: 'line_3', label: 'address.town', autoComplete: 'address-level2', width: 'medium' },
  { field: 'line_4', label: 'address.county', autoComplete: 'address-level1', width: 'medium' },
  { field: 'postcode', label: 'address.postcode', autoComplete: 'postal-code', width: 'short' },
] as const;

/** The address typed by hand, each line bound to the draft; errors show once a line is left or the step checked. */
export function AddressManual({ path, error, notice, onSearch, takeFocus = false }: AddressManualProps) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const afterPress = useAfterPress();
  const address = useProposal((s) => getPath(s.draft, path) as Partial<Address> | null);
  const touched = useDetailsForm((s) => s.touched);
  const errors = addressErrors(address);
  const noticeRef = useRef<HTMLDivElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Once, as it appears: later renders (typing) must never move focus.
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    (noticeRef.current ?? fieldset.current?.querySelector<HTMLInputElement>('input'))?.focus();
  }, []);
  const leave = (field: string, value: string) => {
    if (field === 'postcode' && isValidPostcode(value))
      stores.proposal.getState().setAnswer(childPath(path, 'postcode'), normalisePostcode(value));
    // The line's error moves the lines below it: not between a press and its click (ui/after-press.ts).
    afterPress(() => stores.detailsForm.getState().touch(`${path}.${field}`));
  };
  return (
    <fieldset className="mq-address__manual" ref={fieldset}>
      <legend className="mq-visually-hidden">{t('address.manualTitle')}</legend>
      {notice && (
        <Notice ref={noticeRef} tone="info" live>
          {notice}
        </Notice>
      )}
      {FIELDS.map(({ field, label, autoComplete, ...rest }) => {
        const message = error !== null || touched[`${path}.${field}`] ? (errors[field as AddressField] ?? null) : null;
        const value = (address?.[field] as string | null | undefined) ?? '';
        return (
          <TextInput
            key={field}
            id={field === 'line_1' ? fieldId(path) : fieldId(`${path}.${field}`)}
            label={t(label)}
            value={value}
            onChange={(next) => stores.proposal.getState().setAnswer(childPath(path, field), next)}
            onBlur={() => leave(field, value)}
            autoComplete={autoComplete}
            maxLength={maxLengthAt(AddressSchema, field)}
            width={'width' in rest ? rest.width : 'full'}
            error={message}
            touched={message !== null}
          />
        );
      })}
      <p>
        <button type="button" className="mq-link-button" onClick={onSearch}>
          {t('address.searchLink')}
        </button>
      </p>
    </fieldset>
  );
}
