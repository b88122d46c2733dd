// Node has no sessionStorage, and the stores persist their drafts there: import this file for its
// effect and a Map-backed stand-in takes the browser's place (cleared with `clear()`).
const memory = new Map<string, string>();
if (!('sessionStorage' in globalThis)) {
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      clear: () => memory.clear(),
    },
  });
}

/** Everything written to session storage so far, as one string to search. */
export const storedText = () => [...memory.values()].join('\n');
