import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../src/ui/sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps an endorsement heading and paragraph', () => {
    expect(sanitiseHtml('<h4>41 - Tracking device</h4><p>Theft is <strong>excluded</strong> unless…</p>')).toBe(
      '<h4>41 - Tracking device</h4><p>Theft is <strong>excluded</strong> unless…</p>',
    );
  });

  it('drops scripts, styles and event handlers, keeping harmless text', () => {
    const html = sanitiseHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><style>*{}</style></p><svg><script>alert(3)</script></svg>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps only https links, opened safely in a new tab', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseHtml('<a href="https://insurer.example/terms" style="color:red">terms</a>')).toBe(
      '<a href="https://insurer.example/terms" target="_blank" rel="noopener noreferrer">terms</a>',
    );
  });

  it('escapes text that looks like markup and unwraps unknown elements', () => {
    expect(sanitiseHtml('<div><blink>&lt;b&gt;bold?&lt;/b&gt;</blink></div>')).toBe('&lt;b&gt;bold?&lt;/b&gt;');
  });

  it('repairs nesting an unwrapped element leaves behind, so the markup reads back the same', () => {
    // Found by the property below: the button is unwrapped, leaving a <p> inside a <p>.
    const once = sanitiseHtml('<p><button></p></button></p>');
    expect(sanitiseHtml(once)).toBe(once);
    const container = document.createElement('div');
    container.innerHTML = once;
    expect(container.innerHTML).toBe(once);
  });

  // Random trees mixing allowed tags, dangerous tags, handlers, odd links and mutation-XSS tricks.
  const attribute = fc.constantFrom(
    '',
    ' onclick="x()"',
    ' onerror=x()',
    ' style="background:url(javascript:x)"',
    ' href="javascript:x"',
    ' href=" https://ok.example/"',
    ' href="data:text/html,x"',
    ' href="//evil.example"',
    ' src=x',
    ' srcdoc="<script>x</script>"',
    ' xlink:href="javascript:x"',
    ' formaction=javascript:x',
  );
  const tag = fc.constantFrom(
    'p',
    'a',
    'strong',
    'h4',
    'li',
    'span',
    'script',
    'style',
    'img',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'form',
    'button',
    'noscript',
    'template',
    'textarea',
    'title',
    'xmp',
    'noembed',
    'select',
    'option',
    'table',
    'video',
    'details',
    'div',
  );
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '&lt;script&gt;',
      '</p>',
      '<!--',
      '-->',
      ']]>',
      '<![CDATA[',
      '</noscript><img src=x onerror=x()>',
      '</style><img src=x onerror=x()>',
      '\u0000',
      '"\'`',
    ),
  );
  const { tree } = fc.letrec<{ tree: string }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc
        .tuple(tag, attribute, fc.array(tie('tree'), { maxLength: 3 }))
        .map(([name, attrs, children]) => `<${name}${attrs}>${children.join('')}</${name}>`),
    ),
  }));
  const ALLOWED = new Set(['H3', 'H4', 'H5', 'P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'BR', 'SPAN', 'A']);

  it('keeps only allow-listed elements and safe https links from any tree, and is stable when re-read (no mutation XSS)', () => {
    fc.assert(
      fc.property(tree, (html) => {
        const once = sanitiseHtml(html);
        const container = document.createElement('div');
        container.innerHTML = once;
        for (const element of Array.from(container.querySelectorAll('*'))) {
          expect(ALLOWED.has(element.tagName), element.tagName).toBe(true);
          const names = element.getAttributeNames();
          expect(
            names.every((n) => element.tagName === 'A' && ['href', 'target', 'rel'].includes(n)),
            names.join(),
          ).toBe(true);
          if (element.hasAttribute('href')) expect(element.getAttribute('href')).toMatch(/^https:\/\//i);
        }
        // Read again, as sanitiseEndorsement and the browser do: the same markup must come back.
        expect(sanitiseHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets an attribute or executable tag through, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('<script>', '<img src=x onerror=a()>', '<iframe src=x>', '<a href="javascript:x">', '<p onmouseover=x>'),
        (text, tag) => {
          const container = document.createElement('div');
          container.innerHTML = sanitiseHtml(text + tag + text);
          const bad = container.querySelectorAll('script, img, iframe, [onerror], [onmouseover], [onclick], a[href^="javascript" i]');
          return bad.length === 0;
        },
      ),
    );
  });
});
