// Node has no sessionStorage, and the proposal store persists its draft there: import this file
// for its effect and a Map-backed stand-in takes the browser's place (cleared with `clear()`).
if (!('sessionStorage' in globalThis)) {
  const memory = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      clear: () => memory.clear(),
    },
  });
}
