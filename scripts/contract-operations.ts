import { parse } from 'yaml';

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Method, path template and operationId of every operation of an OpenAPI document, in document order. */
export function contractOperations(yamlText: string): ContractOperation[] {
  const document: unknown = parse(yamlText);
  if (!isObject(document) || !isObject(document.paths)) throw new Error('The contract has no paths');
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      if (typeof operation.operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      operations.push({ method: method.toUpperCase(), path, operationId: operation.operationId });
    }
  }
  return operations;
}
