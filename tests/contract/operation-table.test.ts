/**
 * src/api/operationTable.ts (which names failed calls in error reports) lists exactly the operations of
 * openapi/portal-api.yaml. When the contract changes, `npm run generate` rewrites the table.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../scripts/contract-operations.ts';
import { OPERATIONS } from '../../src/api/operationTable.ts';

const contract = contractOperations(
  readFileSync(resolve(import.meta.dirname, '../../openapi/portal-api.yaml'), 'utf8'),
);

describe('the operation table', () => {
  it('is the contract’s method, path and operationId of every operation (else run npm run generate)', () => {
    expect(OPERATIONS.map(([method, path, operationId]) => ({ method, path, operationId }))).toEqual(
      contract,
    );
    expect(contract).toHaveLength(114);
  });
});
