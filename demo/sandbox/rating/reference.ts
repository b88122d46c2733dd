/** Human-friendly quote references, e.g. MQ-7KQ4-2P9D: no 0/O or 1/I, so they survive being read over the phone. */
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const block = (): string => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newQuoteReference = (): string => `MQ-${block()}-${block()}`;

/** Recall is forgiving about case and stray spaces, as a customer reads the reference off an e-mail. */
export const normaliseReference = (reference: string): string => reference.trim().toUpperCase().replace(/\s+/g, '');
