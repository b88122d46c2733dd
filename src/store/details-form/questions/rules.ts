import * as v from 'valibot';
import { repeaterIssue, type RepeaterOptions } from '../../../domain/validation/repeater';

/** A rule pipe over any answer; questions compose domain rules with it. */
export const rules = (...actions: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>[]) => v.pipe(v.unknown(), ...actions);

/** SPEC.md's repeater rule for a list asked because its question was answered Yes: at least one, at most max. */
export const listRule = (options: RepeaterOptions) =>
  rules(v.check((items) => repeaterIssue(true, items, options) === null, (issue) => repeaterIssue(true, issue.input, options) ?? ''));

/** A whole number from min to max (points, months, units): blank passes, required() reports that. */
export const wholeNumber = (min: number, max: number, message: string) =>
  v.check<unknown, string>((input) => input === null || input === undefined || input === '' || (Number.isInteger(input) && (input as number) >= min && (input as number) <= max), message);
