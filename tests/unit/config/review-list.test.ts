/**
 * The reviewer's list (docs/configuration.md#the-reviewers-checklist): in live mode, the product facts
 * and labels a brand's config leaves at the widget's defaults; nothing in sandbox mode.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { readConfig } from '../../../src/config/parse-config';
import { PRODUCT_FACTS } from '../../../src/config/review-list';

const quiet = () => {};
const ALL_LABELS = Object.keys(DEFAULT_LABELS);

describe('the defaults a live brand keeps', () => {
  it('lists every product fact, then every label, when the config gives none', () => {
    expect(readConfig({ mode: 'live' }, quiet).review).toEqual([...PRODUCT_FACTS, ...ALL_LABELS]);
    expect(PRODUCT_FACTS).toEqual(expect.arrayContaining(['brand.privacy.retention', 'brand.renewal.noticeDays', 'brand.ncdProofDays']));
  });

  it('leaves out what the brand gave, and counts a refused value as not given', () => {
    const { review } = readConfig(
      {
        mode: 'live',
        brand: { name: 'Northgate Motor', privacy: { retention: '6 years after your policy ends' }, renewal: { noticeDays: 'soon' } },
        labels: { 'form.takeCare': 'Take care.', 'privacy.keep': 'Kept {retention}.' },
      },
      quiet,
    );
    expect(review).toEqual([
      'brand.openingHours',
      'brand.renewal.noticeDays',
      'brand.ncdProofDays',
      ...ALL_LABELS.filter((key) => key !== 'form.takeCare' && key !== 'privacy.keep'),
    ]);
  });

  it('is empty in sandbox mode', () => {
    expect(readConfig({}, quiet).review).toEqual([]);
  });
});
