/**
 * Text a person types into one line of a form, as both the widget and the insurer's API accept it
 * (docs/security.md): no control characters (Cc: C0, DEL, C1: a line break would start a new line
 * in an e-mail or a letter), no line and paragraph separators (U+2028/9), no format characters (Cf:
 * the bidirectional controls U+061C, U+200E/F, U+202A-U+202E and U+2066-U+2069, which make text
 * shown under the brand read differently from what was typed, "Trojan Source", CVE-2021-42574; the
 * zero-width U+200B, U+2060, U+FEFF, the soft hyphen U+00AD, tag characters U+E0020-U+E007F) and no
 * other character a font draws as nothing (Default_Ignorable_Code_Point: the Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0, variation selectors): a name of them looks empty, and one inside an
 * address or an e-mail makes two texts that look the same compare different.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{DI}\p{Zl}\p{Zp}]/u;

/** True unless the text holds a control, format, invisible or line-separating character. */
export function isPlainText(value: unknown): boolean {
  return typeof value !== 'string' || !UNSAFE.test(value);
}
