import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { msg } from '../../../../src/config/label-message';
import { ruleMessage } from '../../../../src/domain/validation/rule-message';
import { fieldErrors, validateField } from '../../../../src/domain/validation/validate-field';
import { repeater } from '../../../../src/domain/validation/repeater';
import { required } from '../../../../src/domain/validation/required';

// The one boundary where a message crosses valibot's string-typed `message` (rule-message.ts): these
// fail if a valibot release ever stops handing on the value a rule gives it.
describe('a rule’s message through valibot', () => {
  it('comes back as the very value the rule gave, nested message and all', () => {
    const message = msg('error.claimItem', { number: 2, message: msg('error.claim.date') });
    const schema = v.pipe(
      v.unknown(),
      v.check(() => false, ruleMessage(message)),
    );
    expect(validateField(schema, 'x')).toBe(message);
  });

  it('comes back from a rule that words it from the value it judged', () => {
    const schema = v.pipe(
      v.unknown(),
      v.check(
        () => false,
        ruleMessage((issue: v.CheckIssue<unknown>) => msg('error.minAge', { age: Number(issue.input) })),
      ),
    );
    expect(validateField(schema, 17)).toEqual({ key: 'error.minAge', vars: { age: 17 } });
  });

  it('comes back on the field an object’s rule reports it on', () => {
    const options = { emptyMessage: msg('error.claimsEmpty'), maxMessage: msg('error.claimsMax', { max: 5 }) };
    const schema = v.pipe(
      v.object({ name: v.pipe(v.unknown(), required(msg('error.forenames'))), has: v.unknown(), items: v.unknown() }),
      repeater('has', 'items', options),
    );
    expect(fieldErrors(schema, { name: '', has: true, items: [{}, {}, {}, {}, {}, {}] })).toEqual({
      name: msg('error.forenames'),
      items: options.maxMessage,
    });
    expect(fieldErrors(schema, { name: 'Ann', has: true, items: [] }).items).toBe(options.emptyMessage);
  });

  it('keeps a plain-words message as its words', () => {
    expect(validateField(v.pipe(v.unknown(), required('Enter a name')), '')).toBe('Enter a name');
  });
});
