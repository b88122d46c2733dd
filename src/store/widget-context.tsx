import { createContext, useCallback, useContext } from 'react';
import { useStore } from 'zustand';
import { fillLabel, labelOrFallback, type LabelKey, type LabelVars } from '../config/labels';
import type { DetailsFormState } from './details-form/form-store';
import type { ProposalState } from './proposal/proposal-store';
import type { Widget } from './widget';

export const WidgetContext = createContext<Widget | null>(null);

export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('MotorQuote: a component was rendered outside its widget');
  return widget;
}

/** One field of the proposal store; select one value at a time so only its readers re-render. */
export const useProposal = <T,>(selector: (state: ProposalState) => T): T => useStore(useWidget().stores.proposal, selector);
export const useDetailsForm = <T,>(selector: (state: DetailsFormState) => T): T => useStore(useWidget().stores.detailsForm, selector);

/**
 * Returns t(key, vars, fallback): the brand's text for a label, with {phone}, {email} and {brand}
 * filled in. A key built from data that the label set lacks is reported and `fallback` shown.
 */
export function useLabels() {
  const { labels, config } = useWidget();
  const { brand } = config;
  return useCallback(
    (key: LabelKey, vars: LabelVars = {}, fallback = '') =>
      fillLabel(labelOrFallback(labels, key, fallback), { phone: brand.phone, email: brand.email, brand: brand.name, ...vars }),
    [labels, brand],
  );
}
