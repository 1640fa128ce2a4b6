import { defineConfig } from 'orval';

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
      mock: { generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiClient' },
      },
    },
  },
});
