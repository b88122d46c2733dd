import * as v from 'valibot';

/**
 * One line naming where an answer broke the contract, e.g. 'quote.premium: expected number'. It uses
 * what was expected, never valibot's default message, which quotes the received (possibly personal) value.
 */
export function describeIssues(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): {
  fieldPath: string;
  detail: string;
} {
  const first = issues[0];
  const fieldPath = v.getDotPath(first) ?? '(body)';
  const expectation =
    first.kind === 'schema' && first.expected ? `expected ${first.expected}` : `invalid value (${first.type.replaceAll('_', ' ')})`;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return { fieldPath, detail: `${fieldPath}: ${expectation}${more}` };
}
