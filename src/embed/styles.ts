import css from 'virtual:styles';
import { themeCss } from './theme-css';

/**
 * Styles the shadow root. A constructable stylesheet needs no <style> element, so it works on a
 * host page whose CSP has no 'unsafe-inline'; older engines fall back to a <style> with the nonce.
 * `linked`: the shell's own stylesheet has loaded in the root, so only the brand's theme is added.
 * Returns the undo.
 */
export function applyStyles(root: ShadowRoot, theme: Record<string, string>, nonce?: string, linked?: unknown): () => void {
  const text = (linked ? '' : css) + themeCss(theme);
  // Absent in older engines; every engine that has it constructs sheets with replaceSync (Chromium 73, Firefox 101, Safari 16.4).
  if (root.adoptedStyleSheets) {
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
