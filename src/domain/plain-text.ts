/**
 * Text a person types into one line of a form, as both the widget and the insurer's API accept it
 * (docs/security.md): no control characters (C0, DEL, C1: a line break would start a new line in
 * an e-mail or a letter), and no bidirectional controls (U+061C, U+200E/F, U+202A-U+202E,
 * U+2066-U+2069) or line and paragraph separators (U+2028/9), which make text shown under the brand
 * read differently from what was typed ("Trojan Source", CVE-2021-42574).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** True unless the text holds a control, bidirectional or line-separating character. */
export function isPlainText(value: unknown): boolean {
  return typeof value !== 'string' || !UNSAFE.test(value);
}
