import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../../src/app/layout/header';
import { Sidebar } from '../../../../src/app/layout/sidebar';
import { renderWidget } from '../../support/render-widget';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script><b>Help</b>';

describe('markup in the brand name and labels', () => {
  it('shows as the literal text it is, never as elements', () => {
    const { container } = renderWidget(
      <>
        <Header />
        <Sidebar />
      </>,
      { config: { brand: { name: IMG }, labels: { 'sidebar.title': SCRIPT, 'sidebar.faq': `FAQ ${IMG} from {brand}` } } },
    );
    expect(screen.getByText(IMG, { exact: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: SCRIPT })).toBeVisible();
    // {brand} is filled with the (markup-bearing) brand name, still as text.
    expect(screen.getByRole('link', { name: (name) => name.startsWith(`FAQ ${IMG} from ${IMG}`) })).toBeVisible();
    // Only the wordmark's own drawing; nothing the config wrote became an element.
    expect(container.querySelectorAll('img, script, b, [onerror]')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
