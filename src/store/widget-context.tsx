import { createContext, useCallback, useContext } from 'react';
import type { Config } from '../config/config-schema';
import { fillLabel, type LabelKey, type Labels, type LabelVars } from '../config/labels';
import type { EmitEvent } from './widget-events';

/** Everything one mounted widget owns; created at mount, so two widgets never share state. */
export interface Widget {
  config: Config;
  labels: Labels;
  emit: EmitEvent;
}

export const WidgetContext = createContext<Widget | null>(null);

export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('MotorQuote: a component was rendered outside its widget');
  return widget;
}

/** Returns t(key, vars): the brand's text for a label, with {phone}, {email} and {brand} filled in. */
export function useLabels() {
  const { labels, config } = useWidget();
  const { brand } = config;
  return useCallback(
    (key: LabelKey, vars: LabelVars = {}) => fillLabel(labels[key], { phone: brand.phone, email: brand.email, brand: brand.name, ...vars }),
    [labels, brand],
  );
}
