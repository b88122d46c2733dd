import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LABELS, labelOrFallback, resolveLabels } from '../../../src/config/labels';

describe('resolveLabels', () => {
  it('names the first five unknown keys and counts the rest, so a stale label file cannot flood the console', () => {
    const log = vi.fn();
    resolveLabels(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`old.label${i}`, 'x'])), log);
    expect(log).toHaveBeenCalledTimes(6);
    expect(log.mock.calls[4][0]).toContain('"labels.old.label4" is not a label');
    expect(log.mock.calls[5][0]).toContain('35 more keys of "labels"');
  });

  it('takes a brand’s text for a label and reports a key the widget does not have', () => {
    const log = vi.fn();
    const labels = resolveLabels({ 'error.title': 'Choose a title', 'error.titel': 'Typo', toString: 'x' }, log);
    expect(labels['error.title']).toBe('Choose a title');
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][0]).toContain('"labels.error.titel" is not a label');
    expect(log.mock.calls[1][0]).toContain('"labels.toString" is not a label');
  });

  it('keeps the default of an empty or blank override, and says so', () => {
    const log = vi.fn();
    const labels = resolveLabels({ 'error.title': '', 'error.surname': '   ' }, log);
    expect(labels['error.title']).toBe(DEFAULT_LABELS['error.title']);
    expect(labels['error.surname']).toBe('Enter {your} last name');
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'MotorQuote config: "labels.error.title" is empty, so the widget keeps its default text "Select {your} title".',
      'MotorQuote config: "labels.error.surname" is empty, so the widget keeps its default text "Enter {your} last name".',
    ]);
  });
});

describe('labelOrFallback', () => {
  it('shows the fallback for a key built from data that the set lacks, and reports it once by name', () => {
    const log = vi.fn();
    expect(labelOrFallback(DEFAULT_LABELS, 'cover.XYZ', 'Cover XYZ', log)).toBe('Cover XYZ');
    expect(labelOrFallback(DEFAULT_LABELS, 'cover.XYZ', 'Cover XYZ', log)).toBe('Cover XYZ');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain('"cover.XYZ"');
    expect(labelOrFallback(DEFAULT_LABELS, 'cover.C', 'C', log)).toBe('Comprehensive');
  });
});
