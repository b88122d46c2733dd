/**
 * An integrator's React app that renders on its server, as Next.js does a page with a client
 * component in it: one tree, rendered to HTML by react-dom/server (with `<MotorQuote shell>`), then
 * hydrated by the host's client bundle (tests/e2e/server-rendered.test.ts). The component is
 * given, not imported: the server takes the package's built file, the client bundle its own copy.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { MotorQuoteProps } from '../../../src/react';

export interface HostProps {
  config: MotorQuoteProps['config'];
  shell: string;
}

export function hostPage(MotorQuote: ComponentType<MotorQuoteProps>) {
  return function HostPage({ config, shell }: HostProps) {
    const [clicks, setClicks] = useState(0);
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    return (
      <main>
        <h1>Northgate car insurance</h1>
        <button type="button" id="host-counter" data-hydrated={hydrated} onClick={() => setClicks(clicks + 1)}>
          host clicks {clicks}
        </button>
        <MotorQuote id="motor-quote" config={config} shell={shell} />
      </main>
    );
  };
}
