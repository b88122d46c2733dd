/**
 * Every default label read for the slips a customer notices: "a" or "an" that does not agree with
 * the number after it (said aloud: "an 8%", "a 5%"), an article before a placeholder (no one article
 * agrees with every value it may hold: "a £8 fee", "a £5 fee"), "breakdown" used as a verb ("if you
 * break down"), "hrs" after a time, and "REF" for "reference".
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../../src/config/labels';

/** Whether a number, as written (£, commas and a % aside), is said starting with a vowel: eight, eleven, eighteen, eighty… */
const saidWithVowel = (number: string) => {
  const digits = number.replace(/[£,]/g, '');
  return /^8/.test(digits) || /^1[18](\D|$|\d{3}(\D|$))/.test(digits);
};

function slips(text: string): string[] {
  const found: string[] = [];
  for (const [, article, number] of text.matchAll(/\b(an?) (£?\d[\d,.]*)/gi))
    if ((article.toLowerCase() === 'an') !== saidWithVowel(number)) found.push(`"${article} ${number}"`);
  if (/\ban? \{/i.test(text)) found.push('an article before a placeholder');
  if (/\b(you|we|they|i|it|cars?|to|will|may|might|could|should|would|did|does|do) breakdown\b/i.test(text))
    found.push('"breakdown" as a verb');
  if (/\d ?hrs?\b|\bhrs\b/i.test(text)) found.push('"hrs"');
  if (/\bref\b/i.test(text)) found.push('"REF" for reference');
  return found;
}

describe('the words of every default label', () => {
  it('the rules catch the slips they are for, and pass their right forms', () => {
    expect(slips('a 8% discount')).toEqual(['"a 8"']);
    expect(slips('a 11 month policy, an 5 year plan')).toEqual(['"a 11"', '"an 5"']);
    expect(slips('an 8% discount, a 5% discount, an 18-year-old, a 1,000 mile trip, an 80 mph road')).toEqual([]);
    expect(slips('the days covered and a {fee} fee')).toEqual(['an article before a placeholder']);
    expect(slips('If you breakdown...')).toEqual(['"breakdown" as a verb']);
    expect(slips('If you break down... Breakdown cover: no breakdown cover')).toEqual([]);
    expect(slips('1st March at 00:01hrs')).toEqual(['"hrs"']);
    expect(slips('WEB REF')).toEqual(['"REF" for reference']);
  });

  it('no label has one', () => {
    const found = Object.entries(DEFAULT_LABELS).flatMap(([key, text]) => slips(text).map((slip) => `${key}: ${slip} in "${text}"`));
    expect(found).toEqual([]);
  });
});
