import * as v from 'valibot';
import { ruleMessage } from '../../../domain/validation/rule-message';
import { msg } from '../../../config/label-message';
import { licenceDateRange, ordinalDate, todayIso } from '../../../domain/dates';
import { date, dateFrom, dateTo } from '../../../domain/validation/date-rules';
import { isBlank, required } from '../../../domain/validation/required';
import type { Question, QuestionContext } from '../question';
import { answerOf, answered, isProposer } from './answers';
import { rules } from './rules';

/** The driving_license_type code of someone without a licence: no date, number or tests are asked. */
export const NO_LICENCE = '<No Licence>';
const UK_LICENCES = ['F', 'FA', 'P', 'PA'];
// DVLA driving licence number: surname (padded with 9s), date of birth digits, initials, a digit, 2 check characters.
const DVLA_NUMBER = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z\d]{2}$/;

const licenceType = (context: QuestionContext) => answerOf(context, 'driver_details.licence.type');
const holdsLicence = (context: QuestionContext) => !isBlank(licenceType(context)) && licenceType(context) !== NO_LICENCE;
const earliest = (context: QuestionContext) => licenceDateRange(answerOf(context, 'date_of_birth')).min;

/** A UK licence number must look like one; a foreign licence's number is taken as written. */
const licenceNumber = (context: QuestionContext) =>
  v.check<unknown, string>(
    (input) => {
      const text = String(input ?? '')
        .replace(/\s+/g, '')
        .toUpperCase();
      return (
        isBlank(input) || (UK_LICENCES.includes(String(licenceType(context))) ? DVLA_NUMBER.test(text) : /^[A-Z\d-]{5,20}$/.test(text))
      );
    },
    ruleMessage(msg('error.licenceNumberFormat')),
  );

/** The licence: type, date (from age 17 to today, not asked without one), number, Pass Plus. */
export const LICENCE_QUESTIONS: Question[] = [
  {
    path: 'driver_details.licence.type',
    label: 'q.licenceType',
    driverLabel: 'q.licenceTypeDriver',
    control: { kind: 'select', list: 'driving_license_type' },
    rules: rules(required(msg('error.licenceType'))),
  },
  {
    path: 'driver_details.licence.date',
    label: 'q.licenceDate',
    driverLabel: 'q.licenceDateDriver',
    hint: 'q.licenceDateHint',
    indent: true,
    control: { kind: 'date', min: earliest, max: () => todayIso() },
    when: holdsLicence,
    clearedTo: null,
    rules: (context) =>
      rules(
        required(msg('error.licenceDate')),
        date(msg('error.licenceDateReal')),
        dateFrom(
          () => earliest(context),
          (limit) => msg('error.licenceDateMin', { date: ordinalDate(limit) }),
        ),
        dateTo(() => todayIso(), msg('error.licenceDatePast')),
      ),
  },
  {
    path: 'driver_details.licence.has_provided_licence_number',
    label: 'q.giveLicenceNumber',
    driverLabel: 'q.giveLicenceNumberDriver',
    hint: 'q.giveLicenceNumberHint',
    control: { kind: 'yesno' },
    when: holdsLicence,
    rules: rules(required(msg('error.giveLicenceNumber'))),
  },
  {
    path: 'driver_details.licence.number',
    label: 'q.licenceNumber',
    hint: 'q.licenceNumberHint',
    indent: true,
    control: { kind: 'text', width: 'medium', autoComplete: 'off' },
    when: (context) => holdsLicence(context) && answered('driver_details.licence.has_provided_licence_number', true)(context),
    clearedTo: null,
    rules: (context) => rules(required(msg('error.licenceNumber')), licenceNumber(context)),
  },
  {
    path: () => 'risk.duqs.proposer_has_pass_plus',
    label: 'q.passPlus',
    hint: 'q.passPlusHint',
    control: { kind: 'yesno' },
    when: (context) => isProposer(context) && holdsLicence(context),
    rules: rules(required(msg('error.passPlus'))),
  },
];
