/** Checks of when a form shows its errors (docs/product/validation.md#when-an-error-shows), shared by each form's test. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { VALIDATION_DELAY_MS } from '../../../src/domain/constants';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Timers under the test's control, still running with the clock (so Testing Library's waits and the
 * widget's own timers go on): `pastThePause` then moves beyond the typing pause without a sleep.
 * Call before rendering; restore with vi.useRealTimers() after the test.
 */
export function userWithOwnTimers(): User {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Lets the typing pause end (and the work it schedules run). */
export const pastThePause = () => act(() => vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS * 2));

/** What the error under a field says (without its hidden 'Error:' prefix), or null when none shows. */
export function shownError(fieldId: string): string | null {
  const message = document.getElementById(`${fieldId}-error`);
  return message ? (message.textContent ?? '').replace(/^Error:\s*/, '') : null;
}

/**
 * Presses the form's main button and holds it: the field being typed in loses focus, yet its error
 * waits for the click (the page must not move between the press and the release). Then releases.
 */
export async function pressRevealing(user: User, button: HTMLElement, typedFieldId: string) {
  await user.pointer({ keys: '[MouseLeft>]', target: button });
  expect(shownError(typedFieldId)).toBeNull();
  await user.pointer({ keys: '[/MouseLeft]', target: button });
}

/**
 * The summary a refused press shows: it has the focus, lists `messages` in page order, and each
 * link moves focus to a field that shows that message.
 */
export async function expectSummaryLinkingToFields(user: User, title: string, messages: string[]) {
  const summary = await screen.findByRole('alert', { name: title });
  expect(document.activeElement).toBe(summary);
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(messages);
  for (const [index, link] of links.entries()) {
    await user.click(link);
    const id = (document.activeElement as HTMLElement).id;
    expect(`#${id}`).toBe(link.getAttribute('href'));
    expect(shownError(id)).toBe(messages[index]);
  }
}
