import { describe, expect, it } from 'vitest';
import { ENDPOINTS, findEndpoint } from '../../../src/contract/endpoints';
import { fillPath, matchPath } from '../../../src/contract/path';

describe('findEndpoint', () => {
  it('prefers the literal recall path over the {uuid} update path', () => {
    expect(findEndpoint('POST', '/api/proposal/recall')?.key).toBe('recallProposal');
    expect(findEndpoint('POST', '/api/proposal/abc-123')).toEqual({ key: 'updateProposal', params: { uuid: 'abc-123' } });
  });

  it('tells calls apart by method and reads parameters inside a segment', () => {
    expect(findEndpoint('GET', '/api/proposal/abc')?.key).toBe('getProposal');
    expect(findEndpoint('get', '/api/list/insurer.cover_type')).toEqual({ key: 'listOne', params: { name: 'cover_type' } });
    expect(findEndpoint('POST', '/api/proposal/abc/quote/accept')?.key).toBe('acceptQuote');
    expect(findEndpoint('DELETE', '/api/proposal/abc')).toBeNull();
    expect(findEndpoint('GET', '/api/proposal/abc/unknown')).toBeNull();
  });

  it('names no two calls alike but for their capitals (docs/product/api.md#two-re-quotes)', () => {
    const names = Object.keys(ENDPOINTS).map((key) => key.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(findEndpoint('POST', '/api/proposal/abc/requote')?.key).toBe('requoteProposal');
    expect(findEndpoint('POST', '/json/proposal/re-quote')?.key).toBe('requoteAfterStartDate');
  });

  it('finds every endpoint from its own filled path', () => {
    for (const [key, definition] of Object.entries(ENDPOINTS)) {
      const path = fillPath(definition.path, { uuid: 'u-1', name: 'cover_type', code: 'c-1' });
      expect(findEndpoint(definition.method, path)?.key, key).toBe(key);
    }
  });
});

describe('fillPath and matchPath', () => {
  it('encodes parameters and decodes them back', () => {
    const path = fillPath('/api/proposal/{uuid}/quote', { uuid: 'a b/c' });
    expect(path).toBe('/api/proposal/a%20b%2Fc/quote');
    expect(matchPath('/api/proposal/{uuid}/quote', path)).toEqual({ uuid: 'a b/c' });
  });

  it('refuses a missing parameter rather than calling a wrong address', () => {
    expect(() => fillPath('/api/proposal/{uuid}', {})).toThrow('uuid');
  });

  it('does not let the dot of insurer. match any character', () => {
    expect(matchPath('/api/list/insurer.{name}', '/api/list/insurerXcover')).toBeNull();
  });
});
