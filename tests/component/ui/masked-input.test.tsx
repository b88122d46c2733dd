import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedInput, type MaskedInputProps } from '../../../src/ui/masked-input';

function Harness({
  initial = '',
  onValue,
  ...props
}: Omit<MaskedInputProps, 'value' | 'onChange'> & { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

async function typeInto(mask: MaskedInputProps['mask'], text: string, extra: { id?: string; label?: string; prefix?: string } = {}) {
  const onValue = vi.fn();
  const { id = 'field', label = 'Field', prefix } = extra;
  render(<Harness id={id} label={label} mask={mask} prefix={prefix} onValue={onValue} />);
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await userEvent.type(input, text);
  return { input, reported: onValue.mock.calls.at(-1)?.[0] as string | undefined };
}

describe('MaskedInput', () => {
  it('shows a sort code with hyphens and reports it without them', async () => {
    const { input, reported } = await typeInto('sortCode', '123456');
    expect(input.value).toBe('12-34-56');
    expect(reported).toBe('123456');
    expect(input.inputMode).toBe('numeric');
  });

  it('groups money with commas and reports the bare number', async () => {
    const { input, reported } = await typeInto('money', '1234567', { prefix: '£' });
    expect(input.value).toBe('1,234,567');
    expect(reported).toBe('1234567');
  });

  it('uppercases a registration, refuses spaces and stops at 7 characters', async () => {
    const { input, reported } = await typeInto('registration', 'ab12 cde9');
    expect(input.value).toBe('AB12CDE');
    expect(reported).toBe('AB12CDE');
  });

  it('takes a leading plus or digit then at most 12 digits for a phone', async () => {
    const { input, reported } = await typeInto('phone', '+44 7700 900123 99');
    expect(reported).toBe('+447700900123');
    expect(input.value).toHaveLength(13);
    expect(input.type).toBe('tel');
  });

  it('refuses a plus after the first character of a phone', async () => {
    const { reported } = await typeInto('phone', 'x07700+900');
    expect(reported).toBe('07700900');
  });

  it('keeps an account number to 8 digits', async () => {
    const { reported } = await typeInto('accountNumber', '12a345678901');
    expect(reported).toBe('12345678');
  });

  it('reads the mask tokens in a custom mask: # digit, @ letter, * either', async () => {
    const { input, reported } = await typeInto('@#*-#', 'a1b2');
    expect(input.value).toBe('a1b-2');
    expect(reported).toBe('a1b2');
    // A digit where a letter is due is dropped; the letter after it fills the slot.
    const refused = await typeInto('@#*-#', '1a', { id: 'other', label: 'Other' });
    expect(refused.reported).toBe('a');
  });

  it('keeps characters imask would read as tokens literal in a custom mask', async () => {
    const { input, reported } = await typeInto('a@-0#', 'b5');
    expect(input.value).toBe('ab-05');
    expect(reported).toBe('b5');
  });

  it('shows a value set from outside and passes autocomplete through', () => {
    render(<MaskedInput id="sc" label="Sort code" mask="sortCode" value="112233" onChange={() => undefined} autoComplete="off" />);
    const input = screen.getByLabelText('Sort code') as HTMLInputElement;
    expect(input.value).toBe('11-22-33');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });
});
