import { describe, expect, it, vi } from 'vitest';
import { msg, type MessageKey } from '../../../src/config/label-message';
import { DEFAULT_LABELS, resolveLabels } from '../../../src/config/labels';
import { messageText } from '../../../src/config/message-text';
import { saidOfThem } from '../../../src/domain/validation/additional-driver';

describe('messageText', () => {
  it('words a label’s message with the brand’s labels and its values', () => {
    expect(messageText(DEFAULT_LABELS, msg('error.minAge', { age: 17 }))).toBe('You must be 17 or over to get a quote');
    const brand = resolveLabels({ 'error.minAge': 'Drivers must be at least {age}' });
    expect(messageText(brand, msg('error.minAge', { age: 17 }))).toBe('Drivers must be at least 17');
  });

  it('words nested messages first, each with its own label', () => {
    const inner = msg('error.licenceDateMin', { date: '1st March 2020' });
    expect(messageText(DEFAULT_LABELS, msg('error.claimItem', { number: 2, message: msg('error.claim.date') }))).toBe(
      'Claim 2: Enter the date it happened',
    );
    expect(messageText(DEFAULT_LABELS, msg('error.driverItem', { driver: msg('driver.unnamed', { number: 1 }), message: inner }))).toBe(
      'Driver 1: The date you got your licence must be on or after 1st March 2020, when you turned 17',
    );
    expect(messageText(DEFAULT_LABELS, msg('error.medical.date', { when: msg('error.medical.whenDiagnosed') }))).toBe(
      'Enter the date it was diagnosed',
    );
    const brand = resolveLabels({ 'error.claim.date': 'When did it happen?' });
    expect(messageText(brand, msg('error.claimItem', { number: 2, message: msg('error.claim.date') }))).toBe(
      'Claim 2: When did it happen?',
    );
  });

  it('shows a value as it is, even one that looks like a key or holds a query (a name, a typed answer)', () => {
    expect(messageText(DEFAULT_LABELS, msg('error.driverItem', { driver: 'jo.smith', message: msg('error.title') }))).toBe(
      'jo.smith: Select your title',
    );
    expect(messageText(DEFAULT_LABELS, msg('error.driverItem', { driver: 'error.title?a=1&b', message: msg('error.title') }))).toBe(
      'error.title?a=1&b: Select your title',
    );
  });

  it('words an additional driver’s message for them with the label set’s words for {you}, {You} and {your}', () => {
    expect(messageText(DEFAULT_LABELS, msg('error.title'))).toBe('Select your title');
    expect(messageText(DEFAULT_LABELS, saidOfThem(msg('error.title')))).toBe('Select their title');
    // One override serves the proposer and every driver when it says {your}; words it writes out are shown as written.
    const brand = resolveLabels({ 'error.title': 'Please tell us {your} title', 'error.surname': 'Please give your surname' });
    expect(messageText(brand, msg('error.title'))).toBe('Please tell us your title');
    expect(messageText(brand, saidOfThem(msg('error.title')))).toBe('Please tell us their title');
    expect(messageText(brand, saidOfThem(msg('error.surname')))).toBe('Please give your surname');
    const formal = resolveLabels({ 'them.your': 'the driver’s' });
    expect(messageText(formal, saidOfThem(msg('error.title')))).toBe('Select the driver’s title');
    expect(messageText(DEFAULT_LABELS, saidOfThem(msg('error.minAge', { age: 17 })))).toBe('They must be 17 or over to get a quote');
    // The driver's line in the list names them; the problem inside is theirs.
    expect(
      messageText(DEFAULT_LABELS, msg('error.driverItem', { driver: 'Jo Smith', message: saidOfThem(msg('error.licenceDate')) })),
    ).toBe('Jo Smith: Enter the date they got their licence');
    // A message said of them words the messages it holds for them too: a claim in a driver's list.
    expect(
      messageText(DEFAULT_LABELS, saidOfThem(msg('error.claimItem', { number: 1, message: msg('error.claim.underPolicyholder') }))),
    ).toBe('Claim 1: Select yes if it was claimed on their own policy');
  });

  it('shows plain words as they are, and never a raw key: an unknown one is reported and error.checkAnswer’s words shown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(messageText(DEFAULT_LABELS, 'Enter a real date')).toBe('Enter a real date');
    expect(messageText(DEFAULT_LABELS, msg('error.notALabel' as MessageKey, { x: 1 }))).toBe(DEFAULT_LABELS['error.checkAnswer']);
    expect(DEFAULT_LABELS['error.checkAnswer']).toBe('Check this answer');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"error.notALabel"'));
    const brand = resolveLabels({ 'error.checkAnswer': 'Please look at this answer again' });
    expect(messageText(brand, msg('error.notALabel' as MessageKey))).toBe('Please look at this answer again');
    error.mockRestore();
  });

  it('fills the brand’s phone, e-mail and name', () => {
    const labels = resolveLabels({ 'error.title': 'Select your title, or call {phone}' });
    expect(messageText(labels, msg('error.title'), { phone: '0800 000 000' })).toBe('Select your title, or call 0800 000 000');
  });
});
