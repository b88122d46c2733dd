import { describe, expect, it } from 'vitest';
import { sanitiseEndorsement } from '../../../src/ui/sanitise-endorsement';

describe('sanitiseEndorsement', () => {
  it('re-levels the h4 heading under the section heading and keeps the text', () => {
    expect(sanitiseEndorsement('<h4>41 - Tracking device</h4><p>Theft is <strong>excluded</strong>.</p>', 3)).toBe(
      '<h3 class="mq-endorsement-title">41 - Tracking device</h3><p>Theft is <strong>excluded</strong>.</p>',
    );
  });

  it('drops scripts, handlers and unsafe links', () => {
    const html = sanitiseEndorsement(
      '<h4 onclick="x()">39 - Other cars</h4><script>alert(1)</script><p><a href="javascript:alert(2)">more</a><img src=x onerror="alert(3)"></p>',
    );
    expect(html).toBe('<h4 class="mq-endorsement-title">39 - Other cars</h4><p><a>more</a></p>');
  });
});
