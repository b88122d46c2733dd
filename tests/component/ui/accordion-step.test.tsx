import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionStep } from '../../../src/ui/accordion-step';

describe('AccordionStep', () => {
  it('has a numbered heading button that controls its panel', async () => {
    const onToggle = vi.fn();
    render(
      <AccordionStep id="step-1" number={1} title="About You" open onToggle={onToggle}>
        <label htmlFor="name">First name</label>
        <input id="name" />
      </AccordionStep>,
    );
    const button = screen.getByRole('button', { name: 'Step 1 About You' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // No region role: seven steps (and two widgets on one page) would crowd the landmarks list.
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByLabelText('First name'))).toBe(true);
    expect(panel.hasAttribute('inert')).toBe(false);
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('says Completed to screen readers and makes a closed panel inert', () => {
    render(
      <AccordionStep id="step-2" number={2} title="About Your Car" open={false} completed onToggle={() => undefined}>
        <input aria-label="Registration" />
      </AccordionStep>,
    );
    const button = screen.getByRole('button', { name: 'Step 2 About Your Car, Completed' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.hasAttribute('inert')).toBe(true);
  });

  it('cannot be opened before the step is reached', async () => {
    const onToggle = vi.fn();
    render(
      <AccordionStep id="step-5" number={5} title="Using the car" open={false} disabled onToggle={onToggle}>
        <p>Content</p>
      </AccordionStep>,
    );
    const button = screen.getByRole('button', { name: 'Step 5 Using the car' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
