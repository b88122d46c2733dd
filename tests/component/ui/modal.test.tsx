import { StrictMode, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from '../../../src/ui/date-input';
import { LoadingModal } from '../../../src/ui/loading-modal';
import { Modal } from '../../../src/ui/modal';
import { PortalRootContext } from '../../../src/ui/portal-root';
import { Typeahead } from '../../../src/ui/typeahead';

function Opener({ portal = null }: { portal?: HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  return (
    <PortalRootContext.Provider value={portal}>
      <button type="button" onClick={() => setOpen(true)}>
        Add a claim
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add a claim" footer={<button type="button">Save claim</button>}>
        <label htmlFor="claim-date">Date of claim</label>
        <input id="claim-date" />
      </Modal>
    </PortalRootContext.Provider>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus starting inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a claim' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // A form's body is not read out as one long description.
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a claim' })));
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a claim' });
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const visited: Array<string | null> = [];
    // Tab goes round inside (the browser's modal dialog alone would let it leave for its toolbar).
    const settle = () => vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      await settle();
      visited.push(document.activeElement!.textContent || document.activeElement!.id);
    }
    expect(visited).toEqual(['Close×', 'claim-date', 'Save claim', 'Close×']);
    // Shift+Tab from the first control wraps round to the last.
    await user.tab({ shift: true });
    await settle();
    expect(document.activeElement?.textContent).toBe('Save claim');
  });

  it('closes on Escape and on Close, returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add a claim' });
    await user.click(opener);
    await vi.waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens a native <dialog> with showModal(), and closes it as it goes', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a claim' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.keyboard('{Escape}');
    expect(close.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    close.mockRestore();
  });

  it("holds the host page's scroll while open and gives back its own inline style exactly", async () => {
    const html = document.documentElement;
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add a claim' });
    // No style attribute before: none after, not an empty one.
    await user.click(opener);
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    expect(html.style.getPropertyPriority('overflow-y')).toBe('important');
    await user.keyboard('{Escape}');
    expect(html.hasAttribute('style')).toBe(false);
    // The page's own inline values, priority included, come back as they were.
    html.setAttribute('style', 'overflow-y: scroll !important; color: red;');
    const before = {
      overflowY: html.style.getPropertyValue('overflow-y'),
      priority: html.style.getPropertyPriority('overflow-y'),
      overflowX: html.style.getPropertyValue('overflow-x'),
      color: html.style.color,
    };
    await user.click(opener);
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect({
      overflowY: html.style.getPropertyValue('overflow-y'),
      priority: html.style.getPropertyPriority('overflow-y'),
      overflowX: html.style.getPropertyValue('overflow-x'),
      color: html.style.color,
    }).toEqual(before);
    html.removeAttribute('style');
  });

  it('closes when the browser asks it to (a cancel event), and tells its owner if the browser closed it anyway', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void screen.getByRole('dialog').dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Chromium and Firefox close it themselves (a cancel event that cannot be refused) without fresh user activation.
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    dialog.removeAttribute('open');
    act(() => void dialog.dispatchEvent(new Event('close')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a claim' }));
  });

  it('stays open under StrictMode, whose second effect run closes and shows it again', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    // The first close's event arrives a task later (setup.ts queues it as the browser does), at a
    // dialog open again: it must not close it. A task queued now runs after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((screen.getByRole('dialog', { name: 'Add a claim' }) as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a claim' }));
  });

  it('portals into the node the app provides', async () => {
    const portal = document.createElement('div');
    document.body.append(portal);
    const user = userEvent.setup();
    render(<Opener portal={portal} />);
    await user.click(screen.getByRole('button', { name: 'Add a claim' }));
    expect(portal.contains(screen.getByRole('dialog'))).toBe(true);
    portal.remove();
  });
});

function ClaimModal({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Add a claim">
      {children}
    </Modal>
  );
}

function SorryOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Yes, I have a condition
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sorry!">
        <p>Unfortunately there is a limit of one medical condition per quote.</p>
      </Modal>
    </>
  );
}

describe('Layers inside a modal', () => {
  it('portal into the dialog, and Escape closes only the innermost', async () => {
    const user = userEvent.setup();
    render(
      <ClaimModal>
        <DateInput id="claim-date" label="Date of claim" value="" onChange={() => undefined} />
        <SorryOpener />
      </ClaimModal>,
    );
    const outer = screen.getByRole('dialog', { name: 'Add a claim' });
    await user.click(screen.getByRole('button', { name: 'Yes, I have a condition' }));
    const sorry = screen.getByRole('dialog', { name: 'Sorry!' });
    expect(outer.contains(sorry)).toBe(true);
    await vi.waitFor(() => expect(sorry.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sorry!' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add a claim' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Choose date for Date of claim' }));
    const calendar = screen.getByRole('dialog', { name: 'Date of claim' });
    expect(outer.contains(calendar)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Date of claim' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add a claim' })).toBeVisible();
  });

  it('let a typeahead close its list on Escape without closing the modal', async () => {
    const user = userEvent.setup();
    render(
      <ClaimModal>
        <TypeaheadHarness />
      </ClaimModal>,
    );
    // The dialog moves focus to its title just after opening; type once it has.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add a claim' })));
    await user.type(screen.getByRole('combobox', { name: 'Conviction' }), 'spe');
    expect(screen.getByRole('dialog').contains(await screen.findByRole('listbox'))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add a claim' })).toBeVisible();
  });
});

function TypeaheadHarness() {
  const [value, setValue] = useState('');
  return (
    <Typeahead
      id="conviction"
      label="Conviction"
      options={[{ value: 'SP30', name: 'Speeding on a public road' }]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('LoadingModal', () => {
  it("says 'Please wait' with its message and cannot be dismissed", async () => {
    const user = userEvent.setup();
    render(<LoadingModal open message="We are now calculating your quote." />);
    const dialog = screen.getByRole('dialog', { name: 'Please wait', description: 'We are now calculating your quote.' });
    expect(within(dialog).getByText('We are now calculating your quote.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeVisible();
  });

  it('keeps Escape from the browser, refuses its cancel event and opens again if closed anyway', async () => {
    const user = userEvent.setup();
    render(<LoadingModal open message="We are now calculating your quote." />);
    const dialog = screen.getByRole('dialog', { name: 'Please wait' }) as HTMLDialogElement;
    const escapes: KeyboardEvent[] = [];
    const record = (event: KeyboardEvent) => void (event.key === 'Escape' && escapes.push(event));
    // Seen on the way down: React's stopPropagation ends the event's way up at its root.
    document.addEventListener('keydown', record, true);
    await user.keyboard('{Escape}{Escape}');
    document.removeEventListener('keydown', record, true);
    // Prevented, so no engine turns the key into a close request (Chromium and Firefox could not be refused).
    expect(escapes.map((event) => event.defaultPrevented)).toEqual([true, true]);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    // A close the page could not refuse (a cancel event that was not cancelable): shown again.
    dialog.close();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Please wait' }));
  });

  it('keeps focus on its title when Tab is pressed: there is nothing else to reach', async () => {
    const user = userEvent.setup();
    render(<LoadingModal open message="We are now calculating your quote." />);
    const title = screen.getByRole('heading', { name: 'Please wait' });
    expect(document.activeElement).toBe(title);
    await user.tab();
    expect(document.activeElement).toBe(title);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(title);
  });
});

describe('Modal scroll lock with layers', () => {
  it('holds the page until the last of two nested modals closes', async () => {
    const html = document.documentElement;
    const user = userEvent.setup();
    render(
      <ClaimModal>
        <SorryOpener />
      </ClaimModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Yes, I have a condition' }));
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sorry!' })).toBeNull();
    expect(html.style.getPropertyValue('overflow-y')).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html.hasAttribute('style')).toBe(false);
  });
});
