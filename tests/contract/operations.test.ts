/**
 * The API contract (openapi/portal-api.yaml) describes every operation of openapi/api-operations.txt:
 * same method and path, a unique operationId and exactly one tag, the `# heading` of its group.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const OPENAPI_DIR = resolve(import.meta.dirname, '../../openapi');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const OPERATION_LINE = /^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE)\s+(\/\S*)(?:\s+\[([^\]]*)\])?\s*$/;
const EXPECTED_OPERATION_COUNT = 114;

interface ListedOperation {
  method: string;
  path: string;
  query: string[];
  group: string;
  line: string;
}

interface DescribedOperation {
  method: string;
  path: string;
  operationId: unknown;
  tags: unknown;
  parameters: unknown;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/contracts/{accountId}` and `/contracts/{id}` are the same path: parameter names are free. */
const normalizePath = (path: string): string => path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');

const operationKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${normalizePath(path)}`;

/** Group headings drop their explanation: `# Authorization (power of attorney)` is the tag `Authorization`. */
const groupName = (heading: string): string =>
  heading
    .replace(/^#\s*/, '')
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();

function readListedOperations(): ListedOperation[] {
  const lines = readFileSync(resolve(OPENAPI_DIR, 'api-operations.txt'), 'utf8').split(/\r?\n/);
  const operations: ListedOperation[] = [];
  let group = '';
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('#')) {
      // A heading is a comment directly followed by an operation line; the file's preamble is not.
      const next = (lines[index + 1] ?? '').trim();
      if (OPERATION_LINE.test(next)) group = groupName(line);
      return;
    }
    if (line === '') return;
    const match = OPERATION_LINE.exec(line);
    if (!match) throw new Error(`Unreadable line ${String(index + 1)} of api-operations.txt: ${line}`);
    const [, method = '', path = '', query = ''] = match;
    operations.push({ method, path, query: query.split(/\s+/).filter(Boolean), group, line });
  });
  return operations;
}

function readContract(): JsonObject {
  const document: unknown = parse(readFileSync(resolve(OPENAPI_DIR, 'portal-api.yaml'), 'utf8'));
  if (!isObject(document)) throw new Error('portal-api.yaml is not a YAML mapping');
  return document;
}

function describedOperations(contract: JsonObject): DescribedOperation[] {
  const paths = contract.paths;
  if (!isObject(paths)) throw new Error('portal-api.yaml has no paths');
  const operations: DescribedOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        tags: operation.tags,
        parameters: [
          ...(Array.isArray(item.parameters) ? (item.parameters as unknown[]) : []),
          ...(Array.isArray(operation.parameters) ? (operation.parameters as unknown[]) : []),
        ],
      });
    }
  }
  return operations;
}

const listed = readListedOperations();
const contract = readContract();
const described = describedOperations(contract);
const describedByKey = new Map(
  described.map((operation) => [operationKey(operation.method, operation.path), operation]),
);
const groups = [...new Set(listed.map((operation) => operation.group))];

describe('openapi/portal-api.yaml covers openapi/api-operations.txt', () => {
  it(`lists ${String(EXPECTED_OPERATION_COUNT)} operations in ${String(groups.length)} groups`, () => {
    expect(listed).toHaveLength(EXPECTED_OPERATION_COUNT);
    expect(new Set(listed.map((operation) => operationKey(operation.method, operation.path))).size).toBe(
      EXPECTED_OPERATION_COUNT,
    );
    expect(groups).toContain('Arrangements');
    expect(groups).toContain('Other');
  });

  it('is an OpenAPI 3.1 document served under /api', () => {
    expect(String(contract.openapi)).toMatch(/^3\.1\.\d+$/);
    expect(contract.servers).toEqual([{ url: '/api' }]);
  });

  it(`describes exactly ${String(EXPECTED_OPERATION_COUNT)} operations`, () => {
    expect(described).toHaveLength(EXPECTED_OPERATION_COUNT);
    expect(describedByKey.size).toBe(EXPECTED_OPERATION_COUNT);
  });

  it.each(listed.map((operation) => [operation.line, operation] as const))(
    'describes %s',
    (_line, operation) => {
      const found = describedByKey.get(operationKey(operation.method, operation.path));
      expect(found, `${operation.method} ${operation.path} is missing from portal-api.yaml`).toBeDefined();
      if (!found) return;

      expect(typeof found.operationId).toBe('string');
      expect(found.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);

      expect(Array.isArray(found.tags)).toBe(true);
      expect(found.tags).toHaveLength(1);
      expect(groups).toContain((found.tags as unknown[])[0]);
      expect(found.tags).toEqual([operation.group]);

      const queryNames = (found.parameters as unknown[])
        .filter((parameter): parameter is JsonObject => isObject(parameter) && parameter.in === 'query')
        .map((parameter) => parameter.name);
      for (const name of operation.query) expect(queryNames, `query parameter ${name}`).toContain(name);
    },
  );

  it('has no operation that api-operations.txt does not list', () => {
    const listedKeys = new Set(listed.map((operation) => operationKey(operation.method, operation.path)));
    const extra = described
      .map((operation) => operationKey(operation.method, operation.path))
      .filter((key) => !listedKeys.has(key));
    expect(extra).toEqual([]);
  });

  it('uses unique operationIds', () => {
    const ids = described.map((operation) => operation.operationId);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    expect(new Set(ids).size).toBe(EXPECTED_OPERATION_COUNT);
  });

  it('declares every group as a tag', () => {
    const tags = Array.isArray(contract.tags) ? (contract.tags as unknown[]) : [];
    const tagNames = tags.filter(isObject).map((tag) => tag.name);
    expect([...tagNames].sort()).toEqual([...groups].sort());
  });
});
