/**
 * The first screen shell (docs/embedding.md#the-first-screen-in-your-page) in each engine: declarative
 * shadow DOM as the script relies on it, and answers typed into the shell before the script runs
 * found in the live form, with focus, caret and layout kept. Each engine's file only says which engine.
 */
import { describe, expect, it } from 'vitest';
import type { useEngine } from './harness';
import { sel } from '../support/class-names';

const FIRST_NAME = 'mq-risk-proposer-name-forenames';

/** What the engine does with a declarative root: parses it, and hands it back emptied to attachShadow. */
function declarativeRoot() {
  const box = document.createElement('div');
  (box as unknown as { setHTMLUnsafe(html: string): void }).setHTMLUnsafe(
    '<div><template shadowrootmode="open"><p>shell</p></template></div>',
  );
  const host = box.firstElementChild!;
  const parsed = host.shadowRoot;
  const shown = parsed?.textContent;
  const again = host.attachShadow({ mode: 'open' });
  return { shown, same: again === parsed, emptied: again.childNodes.length === 0 };
}

/** Where the first question and the box are on the page: the same before and after the script takes over. */
function layout() {
  const host = document.querySelector('#motor-quote')!;
  const field = host.shadowRoot!.getElementById('mq-risk-proposer-name-forenames')!.getBoundingClientRect();
  return [host.getBoundingClientRect().height, field.top + scrollY, field.left + scrollX, field.width].map(Math.round);
}

function addScript() {
  document.body.append(Object.assign(document.createElement('script'), { src: '/dist/motor-quote.js' }));
}

/** The script has run and taken the shell over (its first screen's commit marked); `app`: the built script's selector for its app. */
function adopted(app: string) {
  const root = document.querySelector('#motor-quote')?.shadowRoot;
  return Boolean('MotorQuote' in window && root && performance.getEntriesByName('mq:interactive').length > 0 && root.querySelector(app));
}

/** From here on, every CSP refusal on the page (the demo's strict style-src among them). */
function watchRefused() {
  const seen = window as unknown as { refused: string[] };
  seen.refused = [];
  document.addEventListener('securitypolicyviolation', (event) => seen.refused.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** The shell's stylesheet links (loaded or not), the rules the script's own sheets hold, and what was refused. */
function styles() {
  const root = document.querySelector('#motor-quote')!.shadowRoot!;
  return {
    links: [...root.querySelectorAll('link')].map((link) => (link.sheet ? 'loaded' : 'not loaded')),
    adopted: root.adoptedStyleSheets.reduce((rules, sheet) => rules + sheet.cssRules.length, 0),
    refused: (window as unknown as { refused: string[] }).refused,
  };
}

function focusInWidget() {
  const active = document.querySelector('#motor-quote')!.shadowRoot!.activeElement as HTMLInputElement | null;
  return { id: active?.id ?? null, caret: [active?.selectionStart ?? null, active?.selectionEnd ?? null] };
}

export function defineShellAdoption(engine: ReturnType<typeof useEngine>) {
  const { setup } = engine;

  describe(`the first screen shell (${setup})`, () => {
    it('declarative shadow DOM is parsed, and attachShadow on its host returns that root emptied', async () => {
      const u = await engine.user();
      await u.open(`${engine.origin()}/blank.html`);
      expect(await u.run(declarativeRoot)).toEqual({ shown: 'shell', same: true, emptied: true });
    });

    it('answers typed into the shell before the script runs are in the live form, focus and caret kept, nothing moved', async () => {
      const u = await engine.user();
      // The demo page with the shell and no script tag (demo/server.ts): added below, once typed into.
      await u.open(`${engine.origin()}/shell.html?later`);
      await u.heading('Get a car insurance quote');
      await u.type('Last name', 'O’Brien');
      await u.type('Date of birth', '27/03/1990');
      await u.type('Email address', 'jane@example.com');
      await u.type('First name', 'Jane');
      await u.key('ArrowDown'); // nothing to do in a text field; the caret stays at the end
      const before = await u.run(layout);
      expect(await u.run(() => 'MotorQuote' in window)).toBe(false);
      await u.run(watchRefused);
      await u.run(addScript);
      await u.until('the script to take the shell over', () => u.run(adopted, sel('.mq-app')), Boolean);
      expect(await u.run(layout)).toEqual(before);
      // The shell's loaded stylesheet kept, none of it parsed again (the demo's brand has no theme), nothing refused.
      expect(await u.run(styles)).toEqual({ links: ['loaded'], adopted: 0, refused: [] });
      expect(await u.value('First name')).toBe('Jane');
      expect(await u.value('Last name')).toBe('O’Brien');
      expect(await u.value('Date of birth')).toBe('27/03/1990');
      expect(await u.value('Email address')).toBe('jane@example.com');
      expect(await u.run(focusInWidget)).toEqual({ id: FIRST_NAME, caret: [4, 4] });
      // Typing goes on in the live field, after what was typed in the shell.
      await u.key('Backspace');
      expect(await u.value('First name')).toBe('Jan');
    });
  });
}
