import { describe, expect, it } from 'vitest';
import { describeRequest } from './operations';

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
    expect(describeRequest('PATCH', '/account/15016510073/contracts')).toEqual({
      route: 'PATCH /account/{}/contracts',
    });
  });
});
