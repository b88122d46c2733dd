import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../contract/address';
import { emptyAddress } from '../../../contract/address';
import { addressErrors, isEmptyAddress } from '../../../details-form/model/tables';
import { childPath, getPath, type Path } from '../../../store/proposal/path';
import { useProposal, useWidget } from '../../../hooks/widget-context';
import { fieldId } from '../use-question';
import { AddressManual } from './address-manual';
import { AddressSearch } from './address-search';
import { useUiText } from '../../../ui/ui-text';
import type { Message } from '../../../config/label-message';

/**
 * The proposer's address: found by postcode and picked from a list, or typed by hand when the
 * look-up finds nothing, fails, or the proposer prefers to (a half-typed one reopens there after a
 * reload). Once complete it shows with a Change link.
 */
export function AddressBlock({ path, error }: { path: Path; error: Message | null }) {
  const { t } = useUiText();
  const { stores } = useWidget();
  const address = useProposal((s) => getPath(s.draft, path) as Partial<Address> | null);
  const [manual, setManual] = useState<{ notice: string | null } | null>(null);
  // Change address: the search again with her postcode kept and focused, and no error before she types.
  const [again, setAgain] = useState('');
  // After an address is chosen the search is replaced: focus goes to its Change button, which reads
  // the address as its description; after Change address, to the postcode, where she goes on. Both
  // carry the question's id; never the page's <body> (WCAG 2.4.3).
  const chosen = useRef(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    section.current?.querySelector<HTMLElement>(`#${fieldId(path)}`)?.focus();
  });
  const enterManually = (postcode: string | null, notice: string | null) => {
    if (postcode) stores.proposal.getState().setAnswer(childPath(path, 'postcode'), postcode);
    setManual({ notice });
  };
  const change = () => {
    setAgain(address?.postcode ?? '');
    chosen.current = true;
    stores.proposal.getState().setAnswer(path, emptyAddress());
    stores.detailsForm.getState().untouch(path);
    setManual(null);
  };
  return (
    <section ref={section} className="mq-address" aria-labelledby={`${fieldId(path)}-title`}>
      <h3 id={`${fieldId(path)}-title`} className="mq-heading-s mq-question-heading">
        {t('address.title')}
      </h3>
      {manual || (!isEmptyAddress(address) && Object.keys(addressErrors(address)).length > 0) ? (
        <AddressManual path={path} error={error} notice={manual?.notice ?? null} onSearch={change} takeFocus={manual !== null} />
      ) : isEmptyAddress(address) ? (
        <AddressSearch path={path} error={error} again={again} onManual={enterManually} onChosen={() => (chosen.current = true)} />
      ) : (
        <div className="mq-address__chosen">
          <p className="mq-address__lines" id={`${fieldId(path)}-lines`}>
            {[address?.line_1, address?.line_2, address?.line_3, address?.line_4, address?.line_5, address?.postcode]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </p>
          <button type="button" id={fieldId(path)} aria-describedby={`${fieldId(path)}-lines`} className="mq-link-button" onClick={change}>
            {t('address.change')}
          </button>
        </div>
      )}
    </section>
  );
}
