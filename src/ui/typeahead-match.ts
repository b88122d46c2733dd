import type { Option } from '../contract/lists';

/** Long lists (about 300 occupations) are cut to this many matches so the menu stays usable. */
export const TYPEAHEAD_MAX_RESULTS = 50;

/**
 * Options whose name holds every typed word anywhere, ignoring case: 'eng' finds 'Software
 * Engineer', 'soft eng' too. Names that start with the text come first, then names with a word
 * that does, then the rest, each group in list order.
 */
export function matchOptions(options: readonly Option[], text: string, limit = TYPEAHEAD_MAX_RESULTS): Option[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  const words = query.split(/\s+/);
  const ranked: Array<{ option: Option; rank: number; index: number }> = [];
  options.forEach((option, index) => {
    const name = option.name.toLowerCase();
    if (!words.every((word) => name.includes(word))) return;
    const rank = name.startsWith(query) ? 0 : name.split(/[\s/(),-]+/).some((part) => part.startsWith(words[0])) ? 1 : 2;
    ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((entry) => entry.option);
}

/** The option whose name is exactly the text (ignoring case and outer spaces), if any. */
export function exactOption(options: readonly Option[], text: string): Option | undefined {
  const query = text.trim().toLowerCase();
  return query ? options.find((option) => option.name.toLowerCase() === query) : undefined;
}
