import { createContext, useContext } from 'react';

/**
 * The node inside the widget's shadow root that popovers and modals portal into. Portalling to
 * document.body would put them outside the shadow root, away from the widget's styles and tokens.
 * The app provides it; without a provider (component tests, the gallery before mount) the body is used.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export function usePortalRoot(): HTMLElement {
  return useContext(PortalRootContext) ?? document.body;
}
