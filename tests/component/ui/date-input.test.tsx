import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, type DateInputProps } from '../../../src/ui/date-input';

function Harness({
  initial = '',
  onValue = () => undefined,
  ...props
}: Partial<DateInputProps> & { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      id="dob"
      label="Date of birth"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateInput', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(2024, 5, 15, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a numeric text input labelled and hinted GOV.UK style', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('aria-describedby')).toBe('dob-hint');
    expect(screen.getByText('For example, 27/03/1990').id).toBe('dob-hint');
  });

  it("gives '1990-02-01' for a typed 01/02/1990", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await userEvent.type(input, '01021990');
    expect(input.value).toBe('01/02/1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-02-01');
  });

  it('gives the raw text for a date that does not exist, so it can be called not real', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '31021990');
    expect(onValue).toHaveBeenLastCalledWith('31/02/1990');
  });

  it.each([
    ['4/3/1988', '04/03/1988', '1988-03-04'],
    ['14/3/1988', '14/03/1988', '1988-03-14'],
    ['4.3.1988', '04/03/1988', '1988-03-04'],
    ['04 03 1988', '04/03/1988', '1988-03-04'],
    ['4-3-1988', '04/03/1988', '1988-03-04'],
  ])('lands %s, typed as people type it, on %s', async (typed, shown, iso) => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await userEvent.type(input, typed);
    expect(input.value).toBe(shown);
    expect(onValue).toHaveBeenLastCalledWith(iso);
  });

  it('lands a pasted 4/3/1988 on 04/03/1988', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('4/3/1988');
    expect(input.value).toBe('04/03/1988');
    expect(onValue).toHaveBeenLastCalledWith('1988-03-04');
  });

  it('shows a stored YYYY-MM-DD value as DD/MM/YYYY', () => {
    render(<Harness initial="1985-12-24" />);
    expect((screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe('24/12/1985');
  });
});

describe('Calendar picker', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(2024, 5, 15, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openCalendar(props: Partial<DateInputProps> & { initial?: string; onValue?: (value: string) => void } = {}) {
    const user = userEvent.setup();
    render(<Harness {...props} />);
    const button = screen.getByRole('button', { name: 'Choose date for Date of birth' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Date of birth' });
    // A getter: a date of birth's calendar opens on its years, with no grid of days yet.
    return {
      user,
      button,
      dialog,
      get grid() {
        return within(dialog).getByRole('grid');
      },
    };
  }

  it('opens a labelled dialog with focus on the current date and moves by keyboard', async () => {
    const { user, grid } = await openCalendar({ initial: '1990-02-01' });
    expect(grid).toHaveAccessibleName('February 1990');
    const selected = within(grid).getByRole('gridcell', { name: '1 February 1990' });
    expect(document.activeElement).toBe(selected);
    expect(selected.getAttribute('aria-selected')).toBe('true');
    expect(selected.tabIndex).toBe(0);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '2 February 1990' }));
    expect(selected.tabIndex).toBe(-1);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('9 February 1990');
    await user.keyboard('{PageDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('9 March 1990');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)?.textContent).toBe('March 1990');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('5 March 1990');
  });

  it('disables days after the maximum and will not move past it', async () => {
    const { user, dialog, grid } = await openCalendar();
    const today = within(grid).getByRole('gridcell', { name: '15 June 2024' });
    expect(document.activeElement).toBe(today);
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(grid).getByRole('gridcell', { name: '16 June 2024' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(today);
    expect((within(dialog).getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables days before the minimum and any date the field rules out', async () => {
    const { user, grid } = await openCalendar({ min: '2024-06-10', isDateDisabled: (iso) => iso === '2024-06-12' });
    expect(within(grid).getByRole('gridcell', { name: '9 June 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(grid).getByRole('gridcell', { name: '10 June 2024' }).getAttribute('aria-disabled')).toBeNull();
    const ruledOut = within(grid).getByRole('gridcell', { name: '12 June 2024' });
    expect(ruledOut.getAttribute('aria-disabled')).toBe('true');
    await user.click(ruledOut);
    expect(ruledOut.getAttribute('aria-selected')).toBe('false');
  });

  it('sets the date on Ok and returns focus to the button', async () => {
    const onValue = vi.fn();
    const { user, button, dialog } = await openCalendar({ initial: '1990-02-01', onValue });
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onValue).toHaveBeenLastCalledWith('1990-02-03');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe('03/02/1990');
    expect(document.activeElement).toBe(button);
  });

  it('leaves the date alone on Cancel and on Escape', async () => {
    const onValue = vi.fn();
    const { user, button, dialog } = await openCalendar({ initial: '1990-02-01', onValue });
    await user.keyboard('{ArrowRight}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.keyboard('{ArrowLeft}{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onValue).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe('01/02/1990');
  });

  it('says it opens a dialog, and closes on a click outside it (its backdrop) with focus back on the button', async () => {
    const onValue = vi.fn();
    const { user, button, dialog } = await openCalendar({ initial: '1990-02-01', onValue });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.tagName).toBe('DIALOG');
    // A click inside the dialog's own box (its padding) leaves it open.
    const box = { left: 100, top: 100, right: 484, bottom: 560, width: 384, height: 460, x: 100, y: 100, toJSON: () => ({}) };
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
    await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 110, clientY: 110 } });
    expect(screen.getByRole('dialog')).toBe(dialog);
    // The backdrop is the dialog's too: a click there, outside the box, closes it.
    await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 20, clientY: 600 } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('opens a date of birth with no date yet on its years, at one forty years back, not on a day nobody chose', async () => {
    const onValue = vi.fn();
    const { user, dialog } = await openCalendar({ autoComplete: 'bday', min: '1904-06-15', max: '2007-06-15', onValue });
    const years = within(dialog).getByRole('group', { name: 'Years' });
    expect(document.activeElement).toBe(within(years).getByRole('button', { name: '1984' }));
    expect(within(dialog).queryByRole('grid')).toBeNull();
    await user.click(within(years).getByRole('button', { name: '1988' }));
    await user.click(within(dialog).getByRole('button', { name: 'March' }));
    await user.click(within(within(dialog).getByRole('grid')).getByRole('gridcell', { name: '4 March 1988' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onValue).toHaveBeenLastCalledWith('1988-03-04');
  });

  it('opens a date of birth already given on its day', async () => {
    const { dialog } = await openCalendar({ autoComplete: 'bday', initial: '1988-03-04', max: '2007-06-15' });
    expect(document.activeElement).toBe(within(within(dialog).getByRole('grid')).getByRole('gridcell', { name: '4 March 1988' }));
  });

  it('chooses a year, then a month, with years and months out of range disabled', async () => {
    const onValue = vi.fn();
    const { user, dialog } = await openCalendar({ min: '1950-03-10', max: '2007-06-15', onValue });
    await user.click(within(dialog).getByRole('button', { name: /choose year/ }));
    const years = within(dialog).getByRole('group', { name: 'Years' });
    expect((within(years).getByRole('button', { name: '1949' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(years).getByRole('button', { name: '2008' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement?.textContent).toBe('2007');
    await user.click(within(years).getByRole('button', { name: '1950' }));
    const months = within(dialog).getByRole('group', { name: 'Months of 1950' });
    expect((within(months).getByRole('button', { name: 'February' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(months).getByRole('button', { name: 'March' }));
    const grid = within(dialog).getByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '9 March 1950' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(grid).getByRole('gridcell', { name: '20 March 1950' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onValue).toHaveBeenLastCalledWith('1950-03-20');
  });
});
