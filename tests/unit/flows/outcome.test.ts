import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { routeForFailure } from '../../../src/flows/outcome';

const failed = (status: number, code = 'x') =>
  new ApiError({
    endpoint: 'getProposal',
    method: 'GET',
    path: '/api/proposal/u',
    status,
    code,
    detail: 'test',
    body: status ? { code } : undefined,
  });

describe('where a failed call leads', () => {
  it('a status other than 200 goes to Exception, no answer at all to Declined', () => {
    expect(routeForFailure(failed(500))).toBe('/error/exception');
    expect(routeForFailure(failed(404, 'not_found'))).toBe('/error/exception');
    expect(routeForFailure(failed(0))).toBe('/quote/declined');
    expect(routeForFailure(new TypeError('Failed to fetch'))).toBe('/quote/declined');
  });

  it('a quote opened without its access token (401) asks for the customer’s details on Retrieve a Quote', () => {
    expect(routeForFailure(failed(401, 'unauthorized'))).toBe('/quote/recall?reason=locked');
  });
});
