import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Typeahead } from '../../../src/ui/typeahead';
import { matchOptions } from '../../../src/ui/typeahead-match';

const roles = [
  { value: 'A01', name: 'Accountant' },
  { value: 'E07', name: 'Engine Fitter' },
  { value: 'S42', name: 'Software Engineer' },
  { value: 'T11', name: 'Teacher' },
];

function Harness({ onValue = () => undefined, initial = '' }: { onValue?: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Typeahead
      id="role"
      label="Occupation"
      options={roles}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('matchOptions', () => {
  it('matches every typed word anywhere in the name, ignoring case, names starting with it first', () => {
    expect(matchOptions(roles, 'eng').map((o) => o.name)).toEqual(['Engine Fitter', 'Software Engineer']);
    expect(matchOptions(roles, 'SOFT eng').map((o) => o.name)).toEqual(['Software Engineer']);
    expect(matchOptions(roles, '   ')).toEqual([]);
  });

  it('caps long lists', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ value: String(i), name: `Role ${i}` }));
    expect(matchOptions(many, 'role')).toHaveLength(50);
  });
});

describe('Typeahead', () => {
  it('is a combobox that opens a listbox only when the text matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Occupation' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await user.type(input, 'zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No results');
    await user.clear(input);
    await user.type(input, 'eng');
    const listbox = screen.getByRole('listbox', { name: 'Occupation' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Engine Fitter', 'Software Engineer']);
  });

  it("selects 'Software Engineer' from 'eng' by keyboard, giving its value", async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Occupation' }) as HTMLInputElement;
    await user.type(input, 'eng');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('Software Engineer');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('S42');
    expect(input.value).toBe('Software Engineer');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape without choosing, and clears the value once the text changes', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValue={onValue} initial="T11" />);
    const input = screen.getByRole('combobox', { name: 'Occupation' }) as HTMLInputElement;
    expect(input.value).toBe('Teacher');
    await user.type(input, 's');
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.clear(input);
    await user.type(input, 'acc');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('chooses with a click, and takes an exactly typed name on blur', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Occupation' }) as HTMLInputElement;
    await user.type(input, 'teach');
    await user.click(screen.getByRole('option', { name: 'Teacher' }));
    expect(onValue).toHaveBeenLastCalledWith('T11');
    await user.clear(input);
    await user.type(input, 'accountant');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('A01');
    expect(input.value).toBe('Accountant');
  });

  it('goes round at both ends with the arrows, opens again on an arrow after Escape, and reads no option once closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Occupation' }) as HTMLInputElement;
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
    await user.type(input, 'eng');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Software Engineer');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Engine Fitter');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBe('Engine Fitter');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.hasAttribute('aria-controls')).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(active()).toBe('Engine Fitter');
  });

  it('closes on a press outside the input and the list, but not on a press in the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        {/* Its press does not take focus, as iOS Safari leaves an input focused when plain text is tapped. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- page text, no control: the handler only keeps focus */}
        <p onMouseDown={(event) => event.preventDefault()}>Elsewhere on the page</p>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Occupation' }) as HTMLInputElement;
    await user.type(input, 'eng');
    // A press on the list keeps the input focused and the list open until the click chooses.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('option', { name: 'Engine Fitter' }) });
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(document.activeElement).toBe(input);
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(input.value).toBe('Engine Fitter');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('listbox')).toBeVisible();
    // Focus stays in the input (no blur to close the list): the press outside itself closes it.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Elsewhere on the page') });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  describe('where its list opens (an option must not move under a press aimed at it)', () => {
    /** The field's place in jsdom's 1024 x 768 window, which lays nothing out. */
    const fieldAt = (input: HTMLElement, top: number) =>
      vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 16, y: top, width: 300, height: 40 }));

    it('opens above a field near the window’s bottom and stays above while the matches narrow', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Occupation' });
      fieldAt(input, 700);
      await user.type(input, 'e');
      const listbox = screen.getByRole('listbox');
      // Placed by its bottom edge, 4 px above the field's top (700), and hung from it: whatever its
      // height as the matches change, it grows upwards from there.
      await waitFor(() => expect(listbox.style.transform).toBe('translate(16px, 696px)'));
      expect(listbox.style.translate).toBe('0 -100%');
      const many = within(listbox).getAllByRole('option').length;
      await user.type(input, 'ng');
      expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeLessThan(many);
      // Fewer matches would fit below: it stays above, where it opened.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(screen.getByRole('listbox').style.transform).toBe('translate(16px, 696px)');
      expect(screen.getByRole('listbox').style.translate).toBe('0 -100%');
    });

    it('opens below a field with room under it', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Occupation' });
      fieldAt(input, 100);
      await user.type(input, 'eng');
      const listbox = screen.getByRole('listbox');
      await waitFor(() => expect(listbox.style.transform).toBe('translate(16px, 144px)'));
      expect(listbox.style.translate).toBe('');
    });
  });
});
