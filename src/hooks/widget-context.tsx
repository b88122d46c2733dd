import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createUiText } from '../config/ui-text';
import type { DetailsFormState } from '../details-form/model/form-store';
import type { ProposalState } from '../store/proposal/slices/state';
import type { Settings, Widget } from '../widget/widget';
import { UiTextContext } from '../ui/ui-text';

// Two contexts (docs/embedding.md#the-script-tag): the services, one value for the widget's life, so
// nothing that reads them re-renders, re-fetches or remounts when update() changes the settings.
const WidgetContext = createContext<Widget | null>(null);
const SettingsContext = createContext<Settings | null>(null);

/**
 * One mounted widget for the components below it: its services, its settings (a new value at each
 * update()), and its brand's words for src/ui's primitives and the screens (useUiText).
 */
export function WidgetProvider({ widget, settings, children }: { widget: Widget; settings: Settings; children: ReactNode }) {
  const { labels, brand } = settings;
  const text = useMemo(() => createUiText(labels, brand), [labels, brand]);
  return (
    <WidgetContext.Provider value={widget}>
      <SettingsContext.Provider value={settings}>
        <UiTextContext.Provider value={text}>{children}</UiTextContext.Provider>
      </SettingsContext.Provider>
    </WidgetContext.Provider>
  );
}

export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('MotorQuote: a component was rendered outside its widget');
  return widget;
}

/** One of the settings the host may change while the widget runs: `useSetting('brand')`. */
export function useSetting<K extends keyof Settings>(key: K): Settings[K] {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('MotorQuote: a component was rendered outside its widget');
  return settings[key];
}

/** One field of the proposal store; select one value at a time so only its readers re-render. */
export const useProposal = <T,>(selector: (state: ProposalState) => T): T => useStore(useWidget().stores.proposal, selector);
export const useDetailsForm = <T,>(selector: (state: DetailsFormState) => T): T => useStore(useWidget().stores.detailsForm, selector);
