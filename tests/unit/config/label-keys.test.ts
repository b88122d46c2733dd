import { describe, expect, it } from 'vitest';
import { emptyAdditionalDriver } from '../../../src/contract/additional-driver';
import { emptyDirectDebit, emptyThirdParty } from '../../../src/contract/direct-debit';
import { emptyProposal, type Proposal } from '../../../src/contract/proposal';
import type { Message } from '../../../src/config/label-message';
import { DEFAULT_LABELS } from '../../../src/config/labels';
import { createUiText } from '../../../src/config/ui-text';
import { demandsNeeds } from '../../../src/view/demands-needs';
import { quotedProposal } from '../../support/proposal';
import { validateField } from '../../../src/domain/validation/validate-field';
import { driverErrors } from '../../../src/details-form/flows/validate-steps';
import { TPA_RULES } from '../../../src/flows/price/third-party-authority';
import { directDebitErrors } from '../../../src/flows/purchase/direct-debit-rules';
import { recallErrors } from '../../../src/flows/recall/recall-rules';
import { startDateError } from '../../../src/flows/price/start-date';
import { summaryErrors } from '../../../src/flows/summary/summary-form';
import { rulesFor, type Question, type QuestionContext } from '../../../src/details-form/model/question';
import { addressErrors } from '../../../src/details-form/model/questions/address-rules';
import { CLAIM_QUESTIONS } from '../../../src/details-form/model/questions/claim-questions';
import { CONVICTION_QUESTIONS } from '../../../src/details-form/model/questions/conviction-questions';
import { DRIVER_FORM } from '../../../src/details-form/model/questions/driver-questions';
import { STEPS } from '../../../src/details-form/model/steps';
import { contextFor } from '../../../src/details-form/model/context';
import { setPath, type Path } from '../../../src/store/proposal/path';

const has = (key: string) => Object.hasOwn(DEFAULT_LABELS, key);

// Answers that break each kind of rule: blank, malformed, impossible, out of range, too long.
const FUTURE = `${new Date().getFullYear() + 1}-06-01`;
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  '1!',
  'a'.repeat(60),
  '31/02/2000',
  '1850-01-01',
  FUTURE,
  new Date().toISOString().slice(0, 10),
  -5,
  0,
  1.5,
  99_999_999,
  true,
  false,
  [],
  [{}],
  Array.from({ length: 12 }, () => ({})),
  'ZZ1',
  'SW1A 1AA',
];

/** Every key a message refers to, nested references included; a plain-text message gives ''. */
function keysOf(message: Message): string[] {
  if (typeof message === 'string') return [''];
  const nested = Object.values(message.vars ?? {}).flatMap((value) => (typeof value === 'object' ? keysOf(value) : []));
  return [message.key, ...nested];
}

function draft(answers: Partial<Record<Path, unknown>>): Proposal {
  let proposal = emptyProposal();
  for (const [path, value] of Object.entries(answers)) proposal = setPath(proposal, path as Path, value);
  return proposal;
}

// The same empty proposer asked as herself and as additional driver 1, with a home postcode the kept postcode must differ from.
const DRAFT = draft({
  'risk.additional_drivers': [emptyAdditionalDriver()],
  'risk.proposer.address': { postcode: 'SW1A 1AA' },
  'risk.vehicle.year': 2012,
});
const source = { draft: DRAFT, sourceOfBusiness: 'Website', vehicleMissing: [] };

function messagesOf(questions: Question[], context: QuestionContext): Message[] {
  return questions.flatMap((question) =>
    question.rules
      ? SAMPLES.map((value) => validateField(rulesFor(question.rules!, context), value)).filter((m): m is Message => m !== null)
      : [],
  );
}

function textKeysOf(questions: Question[]): string[] {
  return questions
    .flatMap((q) => [
      q.label,
      q.driverLabel,
      q.hint,
      q.why,
      q.heading,
      q.driverHeading,
      ...(q.control.kind === 'radios' ? q.control.options.map((o) => o.label) : []),
    ])
    .filter((key): key is NonNullable<typeof key> => Boolean(key));
}

describe('every label the question tables and rules use', () => {
  const tables = [...STEPS.map((step) => step.questions), DRIVER_FORM, CLAIM_QUESTIONS, CONVICTION_QUESTIONS];

  it('names a label of the set for every question text', () => {
    const missing = tables.flatMap(textKeysOf).filter((key) => !has(key));
    expect(missing).toEqual([]);
  });

  it('gives every validation message of the form as a label the set has, never as plain text', () => {
    const contexts = [contextFor(source, 'risk.proposer'), contextFor(source, ''), contextFor(source, 'risk.additional_drivers.0', 0)];
    const item = {
      ...contextFor(source, 'risk.proposer.driver_details.claims.0'),
      owner: 'risk.proposer.driver_details.claims.0' as const,
    };
    const messages = [
      ...tables.flatMap((questions) => contexts.flatMap((context) => messagesOf(questions, context))),
      ...messagesOf([...CLAIM_QUESTIONS, ...CONVICTION_QUESTIONS], item),
    ];
    expect(messages.length).toBeGreaterThan(150);
    const keys = new Set(messages.flatMap(keysOf));
    expect([...keys].filter((key) => !has(key))).toEqual([]);
    // The additional driver's messages are the proposer's, marked for their wording; the relationship is theirs already.
    const driver = Object.entries(driverErrors(0, source, {})).filter(([path]) => !path.includes('relationship_to_proposer'));
    expect(driver.length).toBeGreaterThan(5);
    expect(driver.filter(([, message]) => typeof message === 'string' || !message.them)).toEqual([]);
  });

  it('gives the messages after the form (third party, start date, summary, direct debit, recall, address) as labels too', () => {
    const messages = [
      ...Object.values(TPA_RULES).flatMap((rule) => SAMPLES.map((value) => validateField(rule, value))),
      ...SAMPLES.map(startDateError),
      ...Object.values(summaryErrors({ email: 'x', mobile: '1', autoRenew: null, honest: false, terms: false, excesses: false })),
      ...Object.values(summaryErrors({ email: '', mobile: '', autoRenew: null, honest: false, terms: false, excesses: false })),
      ...Object.values(
        directDebitErrors({ ...emptyDirectDebit(), account_name: 'a'.repeat(60), account_number: '1', sort_code: '1' }, '2015-01-01'),
      ),
      ...Object.values(
        directDebitErrors(
          { ...emptyDirectDebit(), is_proposer_account_holder: false, third_party: { ...emptyThirdParty(), forename: '1!' } },
          null,
          '31/02/2000',
        ),
      ),
      ...Object.values(recallErrors({ reference: '', postcode: 'x', dob: '31/02/2000' })),
      ...Object.values(addressErrors({ postcode: 'x' })),
    ].filter((message): message is Message => message !== null && message !== undefined);
    expect(messages.length).toBeGreaterThan(25);
    expect(messages.flatMap(keysOf).filter((key) => !has(key))).toEqual([]);
  });
});

describe('the demands-and-needs statement', () => {
  it('is made only of the label set’s texts, every placeholder filled', () => {
    const statement = demandsNeeds(quotedProposal(), createUiText(DEFAULT_LABELS).t, 'Social use');
    const lines = [statement.intro, ...statement.needs, statement.meets, statement.noAdvice];
    const pattern = (text: string) =>
      new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      );
    const labels = Object.entries(DEFAULT_LABELS).filter(([key]) => key.startsWith('needs.'));
    expect(lines.filter((line) => !labels.some(([, text]) => pattern(text).test(line)))).toEqual([]);
    expect(lines.join(' ')).not.toMatch(/[{}]|undefined|null/);
  });
});
