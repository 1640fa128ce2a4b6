import { defineConfig, type InputTransformerFn } from 'orval';

type Node = Record<string, unknown>;
const SCHEMA_KEYWORDS = ['type', 'enum', 'properties', 'items', 'allOf', 'oneOf', 'anyOf', '$ref'];
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The contract as answers are checked against it: a code set marked `x-open-enum` takes any value of its
 * type (the contract promises clients handle unknown codes), and descriptions go, since they would only
 * ship as text in the browser's bundle.
 */
const forAnswerChecks: InputTransformerFn = (spec) => {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node['x-open-enum'] === true) {
      delete node.enum;
      delete node['x-enum-varnames'];
      delete node['x-enum-descriptions'];
    }
    if (SCHEMA_KEYWORDS.some((keyword) => keyword in node)) delete node.description;
    Object.values(node).forEach(visit);
  };
  const copy: typeof spec = structuredClone(spec);
  visit(copy.components?.schemas);
  visit(copy.paths);
  return copy;
};

export default defineConfig({
  portal: {
    input: { target: './openapi/portal-api.yaml' },
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      // A path parameter is one segment whatever it holds: `../../x` from a letter link stays `..%2F..%2Fx`.
      urlEncodeParameters: true,
      mock: { generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiClient' },
      },
    },
  },
  // The schemas src/api/answers.ts checks every answer against; zod/mini, loaded only with the first call.
  answers: {
    input: { target: './openapi/portal-api.yaml', override: { transformer: forAnswerChecks } },
    output: {
      mode: 'single',
      target: './src/api/generated/zod/answers.ts',
      client: 'zod',
      clean: true,
      override: {
        zod: {
          variant: 'mini',
          version: 4,
          generateReusableSchemas: true,
          generate: { param: false, query: false, header: false, body: false, response: true },
        },
      },
    },
  },
});
