import type { ListName } from '../contract/lists';
import type { Proposal } from '../contract/proposal';
import type { LabelKey } from '../config/labels';
import type { UiText } from '../config/ui-text';
import { isCoverType } from '../domain/constants';
import { longDate } from '../domain/dates';
import { formatMoney, formatThousands, formatWholePounds, parseAmount } from '../domain/money';
import { displayRegistration } from '../domain/registration';
import { isBlank } from '../domain/validation/required';
import type { Choice, Question } from '../details-form/model/question';
import { STEPS } from '../details-form/model/steps';
import { askedQuestions } from '../details-form/model/ask';
import { getPath } from '../store/proposal/path';
import { withUuid, ROUTES } from '../widget/routes';
import { driverName } from '../domain/driver-name';

/** An option's name from its list; the caller says which lists it needs loaded. */
export type OptionName = (list: ListName, code: unknown) => string;

export interface AnswerRow {
  label: LabelKey;
  /** Her answer as lines of text (an address), or as items (claims, drivers): none when left blank. */
  lines: string[];
  items?: boolean;
  /** The answer's whole path: its row's key. */
  path: string;
}

export interface AnswerGroup {
  step: number;
  title: LabelKey;
  rows: AnswerRow[];
}

type Item = Record<string, unknown>;

/** Whole pounds as '£4,500', pence as '£12.50'. */
const money = (value: unknown) => {
  const amount = parseAmount(value);
  return amount !== null && Number.isInteger(amount) ? formatWholePounds(amount) : formatMoney(value);
};

/**
 * One answer as text lines the customer reads: option names, not codes; dates and money as written in
 * the UK; an address on lines; a list (claims, drivers) an item a line. None when left blank.
 */
function answerLines(question: Question, value: unknown, draft: Proposal, t: UiText['t'], name: OptionName): unknown[] {
  const { control } = question;
  const items = (Array.isArray(value) ? value : []) as Item[];
  const { vehicle } = draft.risk;
  if (isBlank(value) && control.kind !== 'block') return [];
  switch (control.kind === 'block' ? control.block : control.kind) {
    case 'yesno':
      return [t(value ? 'yes' : 'no')];
    case 'date':
      return [longDate(value)];
    case 'money':
    case 'excess':
      return [money(value)];
    case 'number':
      return [formatThousands(value)];
    case 'select':
    case 'typeahead':
      return [name((control as { list: ListName }).list, value)];
    case 'choices':
    case 'radios': {
      const choice = (control as { options: readonly (Choice | { value: string; name: string })[] }).options.find(
        (option) => String(option.value) === String(value),
      );
      return [!choice ? value : 'name' in choice ? choice.name : t(choice.label)];
    }
    case 'vehicle':
      return [displayRegistration(vehicle.registration), `${vehicle.manufacturer ?? ''} ${vehicle.description ?? vehicle.model ?? ''}`];
    case 'address':
      return ['line_1', 'line_2', 'line_3', 'line_4', 'line_5', 'postcode'].map((line) => (value as Item | null)?.[line]);
    case 'cover':
      return [isCoverType(value) && t(`cover.${value}`)];
    case 'modifications':
      return items.map((item) => [name('duq_vehicle_modification', item.type), item.description].filter(Boolean).join(' – '));
    case 'claims':
      return items.map((item) => `${name('motor_claim', item.description)}, ${longDate(item.date)}`);
    case 'convictions':
      return items.map((item) => `${item.code as string} – ${name('motor_convictions', item.code)}, ${longDate(item.conviction_date)}`);
    case 'drivers':
      return items.map(
        (driver, index) =>
          `${driverName(draft, index) ?? t('driver.unnamed', { number: index + 1 })}, ${name('duq_relationship_to_proposer_driver', driver.relationship_to_proposer)}`,
      );
    default:
      return [value];
  }
}

const ITEM_LISTS = ['claims', 'convictions', 'drivers', 'modifications'];

/**
 * GOV.UK's check-answers pattern (design-system.service.gov.uk/patterns/check-answers): her answers
 * as the insurer received them (the saved proposal the summary loads),
 * grouped as the form's seven steps, read from the form's own questions (details-form/model/steps.ts)
 * so only the questions she was asked appear.
 */
export function checkAnswers(proposal: Proposal, t: UiText['t'], name: OptionName): AnswerGroup[] {
  return STEPS.map(({ number, title, owner, questions }) => {
    const rows = askedQuestions(proposal, owner, questions).map(({ question, path }): AnswerRow => {
      const block = question.control.kind === 'block' ? question.control.block : '';
      return {
        label: question.label,
        lines: answerLines(question, getPath(proposal, path), proposal, t, name).filter(Boolean).map(String),
        items: ITEM_LISTS.includes(block),
        path,
      };
    });
    return { step: number, title, rows };
  });
}

/** The details form opened at a step, focus on its heading: a step's Change link's destination. */
export const changeRoute = (uuid: string, step: number) => `${withUuid(ROUTES.edit, uuid)}&step=${step}`;

/**
 * The answers another window changed, as 'Question: answer' in the form's order, so the notice can
 * say in plain words what is different now.
 */
export function changedAnswers(before: Proposal, after: Proposal, t: UiText['t'], name: OptionName): string[] {
  const was = new Map(
    checkAnswers(before, t, name)
      .flatMap((g) => g.rows)
      .map((row) => [row.path, row.lines.join(', ')]),
  );
  return checkAnswers(after, t, name)
    .flatMap((g) => g.rows)
    .filter((row) => was.get(row.path) !== row.lines.join(', '))
    .map((row) => `${t(row.label)}: ${row.lines.join(', ') || t('check.notGiven')}`);
}
