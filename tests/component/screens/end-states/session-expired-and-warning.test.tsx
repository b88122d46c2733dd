/** Session expired's words, by how the customer got there, and the warning end state's themed icon. */
import { readFileSync } from 'node:fs';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { expireSession } from '../../../../src/flows/session/expire-session';
import { Expired } from '../../../../src/screens/end-states/expired';
import { renderWidget } from '../../support/render-widget';

describe('Session expired and the warning end state', () => {
  it('the warning end state’s icon takes its tint from the theme, not a fixed pink', () => {
    const css = readFileSync('styles/screens/end-states.css', 'utf8');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).toMatch(/\.mq-end-state--warning \.mq-end-state__icon \{\s*background: var\(--mq-color-accent-soft\);/);
    expect(readFileSync('styles/tokens.css', 'utf8')).toMatch(/--mq-color-accent-soft: color-mix\(in srgb, var\(--mq-color-accent\)/);
  });

  it('Session expired opened directly does not say answers were cleared; after a time-out it does', async () => {
    const direct = renderWidget(<Expired />, { path: '/quote/session-expired' });
    expect(screen.getByText(/sessions time out after a period of inactivity/)).toBeVisible();
    expect(screen.queryByText(/have been cleared/)).toBeNull();
    direct.unmount();
    const { widget, location } = renderWidget(<Route path="/quote/session-expired" component={Expired} />, { path: '/quote/create' });
    act(() => location.navigate(expireSession(widget)));
    expect(
      screen.getByText(
        'For your security, your session timed out after a period of inactivity. Your answers on this device have been cleared.',
      ),
    ).toBeVisible();
  });
});
