import css from 'virtual:styles';
import { themeCss } from './theme-css';

/**
 * Styles the shadow root. A constructable stylesheet needs no <style> element, so it works on a
 * host page whose CSP has no 'unsafe-inline'; older engines fall back to a <style> with the nonce.
 * Returns the undo.
 */
export function applyStyles(root: ShadowRoot, theme: Record<string, string>, nonce?: string): () => void {
  const text = css + themeCss(theme);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
    };
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = text;
  root.prepend(style);
  return () => style.remove();
}
