import type { FieldMessage } from '../config/label-message';
import { useUiText } from '../ui/ui-text';
import type { Settings } from '../widget/widget';
import { useSetting } from './widget-context';

/** The sentences a builder of src/view/firm-status.ts chooses from brand config, in the brand's words, as one paragraph. */
export function useStatus(build: (brand: Settings['brand']) => FieldMessage[]): string {
  const { message } = useUiText();
  return build(useSetting('brand')).map(message).join(' ');
}
