/**
 * The help sidebar has a line for customers who need more support, with the
 * brand's phone and email and, when the brand has one, its accessibility statement.
 */
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../../../../src/app/layout/sidebar';
import { parseConfig } from '../../../../src/config/parse-config';
import { createWidget, settingsOf } from '../../../../src/embed/create-widget';
import { WidgetProvider } from '../../../../src/hooks/widget-context';
import { renderWidget } from '../../support/render-widget';

const STATEMENT = 'https://www.northgate.example/accessibility';
const BRAND = { name: 'Northgate Motor', phone: '0113 496 0000', email: 'help@northgate.example' };

/**
 * The sidebar of a brand whose documents hold this accessibility statement, or none. Set on the
 * parsed config (brand.documents.accessibility is the brand schema's, with or
 * without a sandbox default), so this reads what the sidebar does with either.
 */
function renderSidebar(statement: string | null) {
  const config = parseConfig({ apiBase: 'http://sandbox.test', brand: BRAND });
  if (statement) Object.assign(config.brand.documents, { accessibility: statement });
  else Reflect.deleteProperty(config.brand.documents, 'accessibility');
  const widget = createWidget(config, document.createElement('div'), { paymentReturnUrl: 'http://cdn.test/motor-quote-return.html' });
  return render(
    <WidgetProvider widget={widget} settings={settingsOf(config)}>
      <Sidebar />
    </WidgetProvider>,
  );
}

const support = () => screen.getByRole('heading', { level: 3, name: 'Need more support?' }).parentElement as HTMLElement;

describe('the sidebar’s line for customers who need more support', () => {
  it('names health, bereavement, reading and other formats, with the brand’s phone and email', () => {
    renderWidget(<Sidebar />, { config: { brand: BRAND } });
    const text = support().textContent ?? '';
    expect(text).toMatch(/health condition, a bereavement or difficulty reading or using this form/);
    expect(text).toMatch(/large print, braille or another format/);
    // No-break spaces in the number: it never splits over two lines (tests/e2e/whole-words.test.ts).
    expect(text).toContain('call 0113\u00a0496\u00a00000 or email help@northgate.example');
  });

  it('links the brand’s accessibility statement in a new tab, and is axe clean', async () => {
    renderSidebar(STATEMENT);
    const link = within(support()).getByRole('link', { name: /^Accessibility statement/ });
    expect(link.getAttribute('href')).toBe(STATEMENT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toMatch(/opens in a new tab/);
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('has no statement link when the brand has none, never an empty one', () => {
    const { container } = renderSidebar(null);
    expect(within(support()).queryByRole('link')).toBeNull();
    expect(container.querySelector('a[href=""]')).toBeNull();
  });
});
