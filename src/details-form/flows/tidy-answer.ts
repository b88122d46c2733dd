import { tidyName } from '../../contract/name';
import { tidyPostcode } from '../../domain/postcode';
import { getPath, type Path } from '../../store/proposal/path';
import type { Widget } from '../../widget/widget';

// A driver's first name and surname ('risk.proposer.name.forenames', 'risk.additional_drivers.0.name.surname').
const NAME = /(^|\.)name\.(forenames|surname)$/;
// Where the car is kept, and a typed address's postcode.
const POSTCODE = /(^|\.)(kept_postcode|address\.postcode)$/;

/**
 * A field left: a name or postcode is stored tidied, as the insurer will have it (' sarah  ' ->
 * 'sarah', 'm1 1ae' -> 'M1 1AE'), so what she sees is what is sent. Never while she types.
 */
export function tidyAnswer({ stores }: Pick<Widget, 'stores'>, path: Path): void {
  const tidy = NAME.test(path) ? tidyName : POSTCODE.test(path) ? tidyPostcode : null;
  if (!tidy) return;
  const value = getPath(stores.proposal.getState().draft, path);
  const next = tidy(value);
  if (next !== value) stores.proposal.getState().setAnswer(path, next);
}
