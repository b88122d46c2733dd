import { useCallback, useContext, useMemo } from 'react';
import { DEFAULT_LABELS, fillLabel, type LabelKey, type LabelVars } from '../config/labels';
import { messageText } from './message-text';
import { WidgetContext } from './widget-context';

/**
 * Texts for the primitives of src/ui: the widget's labels when inside one, the defaults otherwise
 * (the UI gallery renders primitives on their own). `message` turns a validation message, a label
 * reference or plain text, into what the field error and the error summary show.
 */
export function useUiText() {
  const widget = useContext(WidgetContext);
  const labels = widget?.labels ?? DEFAULT_LABELS;
  const brand = widget?.config.brand;
  const brandVars = useMemo((): LabelVars => (brand ? { phone: brand.phone, email: brand.email, brand: brand.name } : {}), [brand]);
  const t = useCallback((key: LabelKey, vars: LabelVars = {}) => fillLabel(labels[key], { ...brandVars, ...vars }), [labels, brandVars]);
  const message = useCallback((text: string) => messageText(labels, text, brandVars), [labels, brandVars]);
  return useMemo(() => ({ t, message }), [t, message]);
}
