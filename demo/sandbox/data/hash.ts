/**
 * FNV-1a, 32 bit. The sandbox derives cars and addresses from the registration or postcode typed,
 * so the same input must give the same answer on every run and every machine.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A second, independent-looking number from the same hash, for a separate choice. */
export function hashPart(hash: number, salt: number): number {
  // murmur3's finaliser spreads every input bit, so nearby salts give unrelated results.
  let h = (hash ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
