import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createUiText } from '../config/ui-text';
import type { DetailsFormState } from '../details-form/model/form-store';
import type { ProposalState } from '../store/proposal/proposal-store';
import type { Widget } from '../widget/widget';
import { UiTextContext } from '../ui/ui-text';

const WidgetContext = createContext<Widget | null>(null);

/** One mounted widget for the components below it, and its brand's words for src/ui's primitives and the screens (useUiText). */
export function WidgetProvider({ widget, children }: { widget: Widget; children: ReactNode }) {
  const { labels, config } = widget;
  const text = useMemo(() => createUiText(labels, config.brand), [labels, config.brand]);
  return (
    <WidgetContext.Provider value={widget}>
      <UiTextContext.Provider value={text}>{children}</UiTextContext.Provider>
    </WidgetContext.Provider>
  );
}

export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('MotorQuote: a component was rendered outside its widget');
  return widget;
}

/** One field of the proposal store; select one value at a time so only its readers re-render. */
export const useProposal = <T,>(selector: (state: ProposalState) => T): T => useStore(useWidget().stores.proposal, selector);
export const useDetailsForm = <T,>(selector: (state: DetailsFormState) => T): T => useStore(useWidget().stores.detailsForm, selector);
