import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from '../../../src/ui/error-summary';
import { TextInput } from '../../../src/ui/text-input';
import { YesNo } from '../../../src/ui/yes-no';

const noop = () => undefined;
const errors = [
  { id: 'forenames', message: 'Enter your first name' },
  { id: 'has-claims', message: 'Select yes if you have had any claims' },
];

function Form() {
  return (
    <form noValidate>
      <ErrorSummary errors={errors} />
      <TextInput id="forenames" label="First name" value="" onChange={noop} error="Enter your first name" />
      <YesNo id="has-claims" label="Have you had any claims?" value={null} onChange={noop} error="Select yes if you have had any claims" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('is an alert titled "There is a problem" that takes focus when shown', () => {
    render(<Form />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
  });

  it('renders nothing without errors', () => {
    render(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves focus to the field of a link without changing the location hash', async () => {
    render(<Form />);
    const before = window.location.hash;
    await userEvent.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
    await userEvent.click(screen.getByRole('link', { name: /any claims/ }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(window.location.hash).toBe(before);
  });

  it('finds the field inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const { unmount } = render(<Form />, { container: mount });
    const link = [...shadow.querySelectorAll('a')].find((a) => a.textContent === 'Enter your first name')!;
    await userEvent.click(link);
    expect(shadow.activeElement).toBe(shadow.getElementById('forenames'));
    unmount();
    host.remove();
  });
});
