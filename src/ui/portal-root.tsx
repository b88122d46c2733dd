import { createContext, useContext } from 'react';

/**
 * The node inside the widget's shadow root that modals, the calendar and the typeahead's list portal
 * into: the app's portal node, or inside a modal the modal's <dialog>. Still needed with the top
 * layer: document.body would be outside the shadow root, away from the widget's styles and tokens;
 * a <dialog> left where it is used would take its inherited styles, an enclosing form's submit and a
 * closed panel's hidden visibility with it; and a layer opened inside a modal must be inside that
 * dialog, or showModal()'s inertness would take its clicks. Without a provider (component tests,
 * the gallery before mount) the body is used.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export function usePortalRoot(): HTMLElement {
  return useContext(PortalRootContext) ?? document.body;
}
