/** Checks of when a form shows its errors (docs/product/validation.md#when-an-error-shows), shared by each form's test. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { VALIDATION_DELAY_MS } from '../../../src/ui/use-form-state';

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

interface Refusal {
  /** The form's main button (Continue, Save). */
  button: HTMLElement;
  /** The field she was typing in as she pressed it: its error waits for the click. */
  typedFieldId: string;
  /** The error summary's title, and the messages it must list, in page order. */
  title: string;
  messages: string[];
  /** The details form then moves focus to the first field in error (docs/product/screens.md#steps-in-order). */
  thenFirstError?: boolean;
}

/**
 * Presses the form's main button and holds it: the field being typed in loses focus, yet its error
 * waits for the click (the page must not move between the press and the release). On the release
 * the refused press shows the summary, which is the first thing to take focus, lists `messages`,
 * and whose every link moves focus to a field showing that message.
 */
export async function expectRefusedPress(user: User, { button, typedFieldId, title, messages, thenFirstError = false }: Refusal) {
  const focused: Element[] = [];
  const note = (event: FocusEvent) => {
    if (event.target !== button) focused.push(event.target as Element);
  };
  document.addEventListener('focusin', note, true);
  try {
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(shownError(typedFieldId)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    const summary = await screen.findByRole('alert', { name: title });
    await vi.waitFor(() => expect(focused[0]).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(messages);
    const fieldOf = (link: HTMLElement) => link.getAttribute('href')?.slice(1);
    if (thenFirstError) await vi.waitFor(() => expect(document.activeElement?.id).toBe(fieldOf(links[0])));
    else expect(document.activeElement).toBe(summary);
    for (const [index, link] of links.entries()) {
      await user.click(link);
      expect(document.activeElement?.id).toBe(fieldOf(link));
      expect(shownError(fieldOf(link) ?? '')).toBe(messages[index]);
    }
  } finally {
    document.removeEventListener('focusin', note, true);
  }
}
