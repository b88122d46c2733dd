/** Which texts a customer may be shown as a problem: only the label set's, placeholders filled. */
import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { DEFAULT_LABELS } from '../../../src/config/labels';

type User = ReturnType<typeof userEvent.setup>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as a pattern: its {placeholders} match any text (a nested message, a number, a name). */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .trim()
      .split(/\{\w+\}/)
      .map(escape)
      .join('[\\s\\S]*')}$`,
  );

// An additional driver's message is the proposer's label with {your} filled as 'their': a placeholder like any other.
const PATTERNS = Object.values(DEFAULT_LABELS).map(pattern);

/** What valibot or a JS error says when a schema meets data it did not expect. */
const RAW = /Invalid (key|type|length|value|format)|Expected .* but received|received undefined|undefined|\[object Object\]|NaN/;

const PREFIX = `${DEFAULT_LABELS['ui.errorPrefix']} `;

/** Every problem shown: the texts under fields and the error summaries' links. */
function shownMessages(root: ParentNode = document.body): string[] {
  const under = [...root.querySelectorAll('.mq-error-message')].map((p) => (p.textContent ?? '').replace(PREFIX, '').trim());
  const listed = [...root.querySelectorAll('.mq-error-summary li')].map((li) => (li.textContent ?? '').trim());
  return [...under, ...listed].filter(Boolean);
}

const isLabelText = (text: string) => PATTERNS.some((p) => p.test(text));

/** Fails naming each shown message the label set does not hold, and any raw schema wording anywhere. */
export function expectOnlyLabelMessages(where: string, root: ParentNode = document.body): string[] {
  const shown = shownMessages(root);
  expect(
    shown.filter((text) => !isLabelText(text)),
    `${where}: messages that are no label`,
  ).toEqual([]);
  expect((document.body.textContent ?? '').match(RAW)?.[0] ?? null, `${where}: raw wording on the page`).toBeNull();
  return shown;
}

/** Nonsense a customer might type: markup, symbols, a far too long run of digits. */
const NONSENSE = ['<b>%x9', '99999999999999999', '   '];

/** Text fields of a scope (masked, date, money and plain inputs), not the typeaheads' comboboxes. */
const textFields = (scope: HTMLElement) => within(scope).queryAllByRole('textbox') as HTMLInputElement[];

/** Answers Yes to every Yes/No question of the scope (opening its follow-ups), once each. */
async function answerYes(user: User, scope: HTMLElement, share = 1) {
  const yes = within(scope).queryAllByLabelText('Yes');
  for (const radio of yes.slice(0, Math.ceil(yes.length * share)))
    if (radio.isConnected && !(radio as HTMLInputElement).checked) await user.click(radio);
}

async function typeIntoAll(user: User, scope: HTMLElement, text: string, share = 1) {
  const fields = textFields(scope);
  for (const field of fields.slice(0, Math.ceil(fields.length * share))) {
    if (!field.isConnected || field.disabled || field.readOnly) continue;
    await user.clear(field);
    await user.type(field, text);
  }
}

/** Picks the first real option of every select of the scope (half-filled answers). */
async function pickFirstOptions(user: User, scope: HTMLElement, share = 1) {
  const selects = within(scope)
    .queryAllByRole('combobox')
    .filter((el): el is HTMLSelectElement => el instanceof HTMLSelectElement);
  for (const select of selects.slice(0, Math.ceil(selects.length * share))) {
    const option = [...select.options].find((o) => o.value !== '');
    if (option && select.isConnected) await user.selectOptions(select, option.value);
  }
}

/**
 * A form walked the way a customer might leave it: submitted empty, half answered (Yes to half the
 * questions, half the fields typed) and with nonsense in every field. After each submit the shown
 * messages must all be labels.
 */
export async function walkForm(user: User, where: string, scope: () => HTMLElement | null, submit: () => Promise<void>) {
  const seen: string[] = [];
  const check = async (stage: string) => {
    await submit();
    seen.push(...expectOnlyLabelMessages(`${where}, ${stage}`));
  };
  // A form that was answered well enough closes (a modal saves): nothing more to walk.
  const step = async (stage: string, fill: (root: HTMLElement) => Promise<void>) => {
    const root = scope();
    if (!root?.isConnected) return;
    await fill(root);
    await check(stage);
  };
  await check('empty');
  await step('half-filled', async (root) => {
    await answerYes(user, root, 0.5);
    await pickFirstOptions(user, root, 0.5);
    await typeIntoAll(user, root, 'Ab', 0.5);
  });
  for (const text of NONSENSE) {
    await step(`nonsense ${JSON.stringify(text)}`, async (root) => {
      await answerYes(user, root);
      await typeIntoAll(user, root, text);
    });
  }
  expect(seen.length, `${where}: no message was shown at all`).toBeGreaterThan(0);
  if (process.env.SHOW_MESSAGES) console.log(where, [...new Set(seen)]);
  return seen;
}
