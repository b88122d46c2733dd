import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextInput } from '../../../src/ui/text-input';

const noop = () => undefined;

describe('Field (through TextInput)', () => {
  it('labels the input with its visible label and describes it with the hint', () => {
    render(<TextInput id="surname" label="Last name" hint="As it appears on your licence" value="" onChange={noop} />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input.getAttribute('aria-describedby')).toBe('surname-hint');
    expect(document.getElementById('surname-hint')?.textContent).toBe('As it appears on your licence');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('ties a touched error to the input with words, not colour alone', () => {
    render(<TextInput id="surname" label="Last name" hint="Hint" value="" onChange={noop} error="Enter your last name" touched />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('surname-hint surname-error');
    const message = document.getElementById('surname-error')!;
    expect(message.textContent).toBe('Error: Enter your last name');
    expect(message.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(input.closest('.mq-field')?.getAttribute('data-invalid')).toBe('true');
  });

  it('keeps the error hidden until the field is touched', () => {
    render(<TextInput id="email" label="Email address" value="" onChange={noop} error="Enter your email address" touched={false} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Enter your email address/)).toBeNull();
  });
});
