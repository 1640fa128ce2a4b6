import { describe, expect, it } from 'vitest';
import { describeRequest, matchRequest } from './operations';
import { kari } from '../../tests/personas';

describe('describeRequest', () => {
  it('names a call by its operationId and path template, without the ids in its address', () => {
    expect(describeRequest('get', '/account/acc-kari')).toEqual({
      operation: 'getAccount',
      route: 'GET /account/{id}',
    });
    expect(describeRequest('PUT', '/account')).toEqual({ operation: 'updateAccount', route: 'PUT /account' });
    expect(describeRequest('POST', '/contacts/token')).toEqual({
      operation: 'resolveContactByToken',
      route: 'POST /contacts/token',
    });
  });

  it('prefers the literal path over a template that also matches', () => {
    expect(describeRequest('PUT', '/contracts/status')).toEqual({
      operation: 'updateContractStatus',
      route: 'PUT /contracts/status',
    });
    expect(describeRequest('GET', '/contracts/id/contract-2026-102')).toEqual({
      operation: 'getContract',
      route: 'GET /contracts/id/{id}',
    });
  });

  it('drops the query string and file names', () => {
    expect(
      describeRequest(
        'GET',
        '/contracts/document-content/contract-2026-102/fileName/Kari%20Nordmann.pdf?x=1',
      ),
    ).toEqual({
      operation: 'getContractDocumentContent',
      route: 'GET /contracts/document-content/{id}/fileName/{name}',
    });
  });

  it('keeps only the contract’s literal segments of a path the contract does not know', () => {
    expect(describeRequest('PATCH', `/account/${kari.pid}/contracts`)).toEqual({
      route: 'PATCH /account/{}/contracts',
    });
  });
});

describe('matchRequest', () => {
  it('gives the operation and its decoded path parameters', () => {
    expect(matchRequest('GET', '/contracts/document-content/c-1/fileName/Tømmerkontrakt%202026.pdf')).toEqual(
      {
        operationId: 'getContractDocumentContent',
        method: 'GET',
        path: '/contracts/document-content/{id}/fileName/{name}',
        params: { id: 'c-1', name: 'Tømmerkontrakt 2026.pdf' },
      },
    );
  });

  it('prefers literal segments: /account/search and /account/documents/common are not /account/{id}', () => {
    expect(matchRequest('GET', '/account/search?name=Kari')?.operationId).toBe('searchAccounts');
    expect(matchRequest('GET', '/account/documents/common')?.operationId).toBe('getCommonDocuments');
    expect(matchRequest('GET', '/account/acc-kari')?.params).toEqual({ id: 'acc-kari' });
  });

  it('knows no operation for another method or an unknown path', () => {
    expect(matchRequest('PATCH', '/contracts/sign')).toBeNull();
    expect(matchRequest('GET', '/nowhere/at/all')).toBeNull();
  });
});
