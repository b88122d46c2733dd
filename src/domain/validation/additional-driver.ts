import type { Message } from '../../config/label-message';

// Object pronoun after these words: 'for you' -> 'for them'; everywhere else 'you' is the subject.
const PREPOSITIONS = /\b(for|to|with|at|about|from|by|of) $/i;

function matchCase(source: string, word: string): string {
  return source[0] === source[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * The additional-driver wording of a proposer's message: 'Enter your date of birth' ->
 * 'Enter their date of birth', 'You must be 17 or over' -> 'They must be 17 or over'.
 */
export function additionalDriverMessage(message: string): string {
  return message.replace(/\b(yourself|your|you're|you)\b/gi, (word, _w, offset: number, whole: string) => {
    const lower = word.toLowerCase();
    if (lower === 'yourself') return matchCase(word, 'themselves');
    if (lower === 'your') return matchCase(word, 'their');
    if (lower === "you're") return matchCase(word, "they're");
    return matchCase(word, PREPOSITIONS.test(whole.slice(0, offset)) ? 'them' : 'they');
  });
}

/**
 * A message said of an additional driver: a label's message is marked, to be worded for them once the
 * brand's text is known (config/message-text.ts); plain words are reworded now.
 */
export const saidOfThem = (message: Message): Message =>
  typeof message === 'string' ? additionalDriverMessage(message) : { ...message, them: true };
