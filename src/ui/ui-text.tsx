import { createContext, useContext } from 'react';
import { DEFAULT_LABELS } from '../config/labels';
import { createUiText, type UiText } from '../config/ui-text';

/**
 * The words of the primitives and of every screen. The app fills it from the brand's labels
 * (hooks/widget-context.tsx's WidgetProvider); outside a widget (the UI gallery renders primitives
 * on their own) the default labels apply. A context of its own keeps src/ui free of the stores.
 */
export const UiTextContext = createContext<UiText>(createUiText(DEFAULT_LABELS));

export const useUiText = (): UiText => useContext(UiTextContext);
