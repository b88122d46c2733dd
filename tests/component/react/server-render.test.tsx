// @vitest-environment node
// Next.js renders a server component's tree on the server, client components included: there the
// component must be an empty box that touches no browser global (docs/recipes.md, "Next.js").
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MotorQuote } from '../../../src/react';

describe('<MotorQuote> on the server', () => {
  it('renders its box and nothing else, with no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <MotorQuote
        id="motor-quote"
        className="quote"
        config={{ paymentReturnUrl: '/motor-quote-return.html', apiBase: 'https://api.insurer.example' }}
      />,
    );
    expect(html).toBe('<div id="motor-quote" class="quote"></div>');
  });
});
