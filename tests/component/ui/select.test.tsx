import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '../../../src/ui/select';

const titles = [
  { value: 'Mrs', name: 'Mrs' },
  { value: 'Ms', name: 'Ms' },
  { value: 'Dr', name: 'Doctor' },
];
const noop = () => undefined;

describe('Select', () => {
  it('is a native select with a placeholder and reports the chosen value at once', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <Select
          id="title"
          label="Title"
          options={titles}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Title' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Mrs', 'Ms', 'Doctor']);
    await userEvent.selectOptions(select, 'Doctor');
    expect(onChange).toHaveBeenLastCalledWith('Dr');
    expect(select.value).toBe('Dr');
  });

  it("shows 'Unknown' for a value that is not in the list", () => {
    render(<Select id="title" label="Title" options={titles} value="Lord" onChange={noop} />);
    const select = screen.getByRole('combobox', { name: 'Title' }) as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe('Unknown');
  });

  it('is disabled and busy while its options load', () => {
    render(<Select id="title" label="Title" options={[]} value="Mrs" onChange={noop} loading />);
    const select = screen.getByRole('combobox', { name: 'Title' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(select.selectedOptions[0].textContent).toBe('Loading options…');
  });

  it('marks a touched invalid select and ties its error', () => {
    render(<Select id="title" label="Title" options={titles} value={null} onChange={noop} error="Select your title" touched />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Error: Select your title');
  });
});
