// <MotorQuote shell> server-rendered, then hydrated by the host's React in the browser, as Next.js
// does: hydration neither warns nor writes into the box, and the widget adopts the shell the page
// painted (docs/embedding.md#the-first-screen-from-the-server).
import { screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotorQuote } from '../../../src/react';
import { renderShell } from '../../../src/react-server';

const CONFIG = { apiBase: 'https://api.insurer.example', routing: 'memory' as const, paymentReturnUrl: '/motor-quote-return.html' };
// jsdom renders the first screen in 1-3 s on a busy machine; no API answers here (its calls are logged).
const FIRST_SCREEN = { timeout: 15_000 };

function HostPage() {
  return (
    <main>
      <h1>Car insurance</h1>
      <MotorQuote id="motor-quote" config={CONFIG} shell={renderShell(CONFIG, { assetsBase: 'https://cdn.example.co.uk/motor-quote/' })} />
    </main>
  );
}

/** The host page's HTML as its server sends it: rendered where there is no document. */
function serverHtml(): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(<HostPage />);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * What a browser's parser makes of a declarative shadow root (jsdom's keeps the <template>): the
 * template becomes the element's open shadow root, and is no child of it.
 */
function parseShadowRoots(root: Element) {
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode="open"]')) {
    template.parentElement!.attachShadow({ mode: 'open' }).append(template.content);
    template.remove();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<MotorQuote shell> hydrated in the browser', () => {
  it.each([
    ['a browser with declarative shadow DOM', true],
    ['a parser that keeps the <template> (jsdom, an older browser)', false],
  ])('in %s: no hydration warning or recoverable error, the same box, the shell adopted', async (_, parses) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const recoverable = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    if (parses) parseShadowRoots(container);
    const box = container.querySelector('#motor-quote')!;
    const light = box.innerHTML;
    if (parses)
      expect(within(box.shadowRoot!.querySelector<HTMLElement>('.mq-root')!).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Get a car insurance quote',
      );

    const marked = performance.getEntriesByName('mq:interactive').length;
    // Not inside act(): the host's hydration, then the widget's own root, as in the browser.
    hydrateRoot(container, <HostPage />, { onRecoverableError: recoverable });
    await waitFor(() => expect(box.shadowRoot?.querySelector('.mq-root .mq-app')).not.toBeNull(), FIRST_SCREEN);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('#motor-quote')).toBe(box);
    // React wrote nothing into the box: what the parser left is there as it was.
    expect(box.innerHTML).toBe(light);
    expect(screen.getByRole('heading', { level: 1, name: 'Car insurance' })).toBeInTheDocument();

    // The widget mounted into the box: the live first screen committed (the app's mark), in one shadow root.
    await waitFor(() => expect(performance.getEntriesByName('mq:interactive').length).toBeGreaterThan(marked), FIRST_SCREEN);
    expect(box.shadowRoot!.querySelectorAll('.mq-root')).toHaveLength(1);
    expect(
      await within(box.shadowRoot!.querySelector<HTMLElement>('.mq-root')!).findByLabelText('First name', {}, FIRST_SCREEN),
    ).toBeVisible();
    const fromReact = [...errors.mock.calls, ...warnings.mock.calls].map(String).filter((text) => !text.startsWith('[motor-quote api]'));
    expect(fromReact).toEqual([]);
  });
});
