import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../../../src/ui/checkbox';
import { RadioGroup } from '../../../src/ui/radio-group';
import { Toggle } from '../../../src/ui/toggle';
import { YesNo } from '../../../src/ui/yes-no';

const noop = () => undefined;

describe('RadioGroup and YesNo', () => {
  it('groups the radios under the question; unanswered, none reads as invalid to a screen reader', () => {
    render(<YesNo id="is-smoker" label="Do you smoke?" hint="Including e-cigarettes" value={null} onChange={noop} />);
    const group = screen.getByRole('group', { name: 'Do you smoke?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-describedby')).toBe('is-smoker-hint');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['Yes', 'No']);
    expect(radios.every((r) => r.name === 'is-smoker')).toBe(true);
    // Native required would make the untouched group :invalid, and 'invalid' is what NVDA says first.
    expect(radios.some((r) => r.required || r.matches(':invalid') || r.getAttribute('aria-invalid') === 'true')).toBe(false);
    expect(radios[0].id).toBe('is-smoker');
  });

  it('reports true and false at once and shows the checked card', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<boolean | null>(null);
      return (
        <YesNo
          id="q"
          label="Is the car modified?"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('Yes'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('ties its error to the fieldset and reports blur only when focus leaves the group', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <RadioGroup
          id="cover"
          label="Type of cover"
          options={[
            { value: 'C', label: 'Comprehensive', hint: 'Covers your car too' },
            { value: 'TPFT', label: 'Third party, fire and theft' },
          ]}
          value="C"
          onChange={noop}
          onBlur={onBlur}
          error="Select the type of cover"
          touched
        />
        <button type="button">After</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Type of cover' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Error: Select the type of cover');
    expect(screen.getByRole('radio', { name: 'Comprehensive' }).getAttribute('aria-describedby')).toBe('cover-hint');
    const first = screen.getByRole('radio', { name: 'Comprehensive' });
    const second = screen.getByRole('radio', { name: 'Third party, fire and theft' });
    fireEvent.blur(first, { relatedTarget: second });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(second, { relatedTarget: screen.getByRole('button', { name: 'After' }) });
    expect(onBlur).toHaveBeenCalledOnce();
  });
});

describe('Checkbox', () => {
  it('is a labelled tick box that reports checked and carries its error', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox
        id="honest"
        label="I have answered all questions honestly"
        checked={false}
        onChange={onChange}
        error="Confirm you have answered honestly"
        touched
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I have answered all questions honestly' }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Error: Confirm you have answered honestly');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Toggle', () => {
  it('is a switch that flips its state', async () => {
    function Harness() {
      const [on, setOn] = useState<boolean | null>(null);
      return <Toggle id="tpa" label="Add a third party authority" checked={on} onChange={setOn} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Add a third party authority' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
