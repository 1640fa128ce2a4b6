/**
 * The sandbox's access table (sandbox/api/operations.ts) names every operation of openapi/portal-api.yaml
 * exactly once, with the contract's own path, so no operation escapes the permission check.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { matchOperation, OPERATION_POLICIES } from '../../sandbox/api/operations.ts';

const contract = parse(
  readFileSync(resolve(import.meta.dirname, '../../openapi/portal-api.yaml'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
};
const METHODS = ['get', 'put', 'post', 'delete'];
const described = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
);
const policed = OPERATION_POLICIES.map((policy) => `${policy.method} ${policy.path}`);

describe('sandbox/api/operations.ts', () => {
  it('has one entry for every operation of the contract, and none besides', () => {
    expect([...policed].sort()).toEqual([...described].sort());
    expect(new Set(policed).size).toBe(policed.length);
  });

  it('finds the operation of a request, preferring literal segments over parameters', () => {
    expect(matchOperation('GET', '/account/search')?.policy.path).toBe('/account/search');
    expect(matchOperation('GET', '/account/acc-kari')?.policy.path).toBe('/account/{id}');
    expect(matchOperation('GET', '/account/documents/common')?.policy.path).toBe('/account/documents/common');
    expect(matchOperation('GET', '/contracts/id/c-1')?.params).toEqual({ id: 'c-1' });
    expect(matchOperation('PUT', '/contracts/sign')?.policy.path).toBe('/contracts/sign');
    expect(matchOperation('PATCH', '/contracts/sign')).toBeNull();
    expect(matchOperation('GET', '/nowhere/at/all')).toBeNull();
  });
});
