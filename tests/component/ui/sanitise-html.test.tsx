import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../src/ui/sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps an endorsement heading and paragraph', () => {
    expect(sanitiseHtml('<h4>41 - Tracking device</h4><p>Theft is <strong>excluded</strong> unless…</p>')).toBe('<h4>41 - Tracking device</h4><p>Theft is <strong>excluded</strong> unless…</p>');
  });

  it('drops scripts, styles and event handlers, keeping harmless text', () => {
    const html = sanitiseHtml('<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><style>*{}</style></p><svg><script>alert(3)</script></svg>');
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps only https links, opened safely in a new tab', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="https://insurer.example/terms" style="color:red">terms</a>')).toBe('<a href="https://insurer.example/terms" target="_blank" rel="noopener noreferrer">terms</a>');
  });

  it('escapes text that looks like markup and unwraps unknown elements', () => {
    expect(sanitiseHtml('<div><blink>&lt;b&gt;bold?&lt;/b&gt;</blink></div>')).toBe('&lt;b&gt;bold?&lt;/b&gt;');
  });

  it('never lets an attribute or executable tag through, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('<script>', '<img src=x onerror=a()>', '<iframe src=x>', '<a href="javascript:x">', '<p onmouseover=x>'), (text, tag) => {
        const container = document.createElement('div');
        container.innerHTML = sanitiseHtml(text + tag + text);
        const bad = container.querySelectorAll('script, img, iframe, [onerror], [onmouseover], [onclick], a[href^="javascript" i]');
        return bad.length === 0;
      }),
    );
  });
});
