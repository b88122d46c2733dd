const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script to the host page once. It must go in the host document, not the shadow
 * root: scripts inserted into a shadow tree by DOM APIs do run, but providers look for document.head.
 */
export function loadScript(src: string, nonce?: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Polls for a global a script defines, every `intervalMs`, for at most `timeoutMs`. */
export function waitFor<T>(read: () => T | undefined, timeoutMs: number, intervalMs: number, timeoutMessage: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = read();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started >= timeoutMs) return reject(new Error(timeoutMessage));
      setTimeout(tick, intervalMs);
    };
    tick();
  });
}
