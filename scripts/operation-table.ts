/**
 * Writes src/api/operationTable.ts from openapi/portal-api.yaml: method, path template and operationId of
 * every operation, so error reports can name the operation without shipping the contract to the browser.
 * Run by `npm run generate`; tests/contract/operation-table.test.ts fails when the table and the contract
 * differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contractOperations } from './contract-operations.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TARGET = resolve(ROOT, 'src/api/operationTable.ts');

const operations = contractOperations(readFileSync(resolve(ROOT, 'openapi/portal-api.yaml'), 'utf8'));
const rows = operations
  .map(
    ({ method, path, operationId }) =>
      `  [${JSON.stringify(method)}, ${JSON.stringify(path)}, ${JSON.stringify(operationId)}],`,
  )
  .join('\n');
const source = `// Written by scripts/operation-table.ts from openapi/portal-api.yaml (npm run generate). Do not edit.

/** Every operation of the API contract: method, path template and operationId. */
export const OPERATIONS = [
${rows}
] as const satisfies readonly (readonly [method: string, path: string, operationId: string])[];

export type OperationId = (typeof OPERATIONS)[number][2];
`;
const options = await resolveConfig(TARGET);
writeFileSync(TARGET, await format(source, { ...options, filepath: TARGET }));
console.log(`${TARGET}: ${String(operations.length)} operations`);
