import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/ui/button';
import { ExcessSelector } from '../../../src/ui/excess-selector';
import { Money } from '../../../src/ui/money';
import { Notice } from '../../../src/ui/notice';

describe('Button', () => {
  it('ignores clicks while busy and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('runs a click returning a promise once, however often it is clicked', async () => {
    let finish: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(button);
    fireEvent.click(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-busy')).toBe('true');
    finish();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button variant="link">Find your vehicle manually</Button>);
    expect(screen.getByRole('button', { name: 'Find your vehicle manually' }).getAttribute('type')).toBe('button');
  });
});

describe('Money', () => {
  it('formats pounds with 2 decimals from a number or a numeric string', () => {
    const { rerender } = render(<Money value={1234.5} />);
    expect(screen.getByText('£1,234.50')).toBeVisible();
    rerender(<Money value="87.1" />);
    expect(screen.getByText('£87.10')).toBeVisible();
    rerender(<Money value="n/a" />);
    expect(screen.getByText('-')).toBeVisible();
  });

  it("shows '---.--' while loading, in words for screen readers", () => {
    const { container } = render(<Money value={10} loading />);
    expect(container.textContent).toContain('£---.--');
    expect(screen.getByText('Price loading')).toBeVisible();
  });
});

describe('ExcessSelector', () => {
  it('is a range in steps with the amount shown and spoken in pounds', () => {
    function Harness() {
      const [value, setValue] = useState<number | null>(100);
      return <ExcessSelector id="excess" label="Voluntary excess" value={value} onChange={setValue} min={0} max={2000} step={25} />;
    }
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Voluntary excess' }) as HTMLInputElement;
    expect(slider.step).toBe('25');
    expect(slider.getAttribute('aria-valuetext')).toBe('£100');
    fireEvent.change(slider, { target: { value: '250' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('£250');
    expect(screen.getAllByText('£250', { selector: 'output' })).toHaveLength(1);
  });

  it('has a list of the same amounts under the slider, for a hand that cannot hit a 3 px step', async () => {
    function Harness() {
      const [value, setValue] = useState<number | null>(100);
      return <ExcessSelector id="excess" label="Voluntary excess" value={value} onChange={setValue} min={0} max={2000} step={25} />;
    }
    render(<Harness />);
    const list = screen.getByRole('combobox', { name: 'Or choose an amount' }) as HTMLSelectElement;
    expect(list.options).toHaveLength(81);
    expect(list.options[list.selectedIndex].textContent).toBe('£100');
    await userEvent.selectOptions(list, '£1,250');
    expect(screen.getByRole('slider', { name: 'Voluntary excess' }).getAttribute('aria-valuetext')).toBe('£1,250');
  });

  it('offers a select of amounts where the choices are a list', async () => {
    const onChange = vi.fn();
    render(<ExcessSelector variant="select" id="excess" label="Voluntary excess" value={0} onChange={onChange} choices={[0, 50, 100]} />);
    const select = screen.getByRole('combobox', { name: 'Voluntary excess' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['£0', '£50', '£100']);
    await userEvent.selectOptions(select, '£50');
    expect(onChange).toHaveBeenCalledWith(50);
  });
});

describe('Notice', () => {
  it('says its tone in words and can announce itself', () => {
    render(
      <Notice tone="error" title="We could not set up your Direct Debit" live>
        Check the account details.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: We could not set up your Direct Debit');
  });
});
