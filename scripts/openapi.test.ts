import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@tireshop/core';
import { buildOpenApi, openApiFile } from './openapi';

describe('docs/api/openapi.json', () => {
  it('is generated from the current contract (run `npm run openapi` after changing it)', () => {
    expect(JSON.parse(readFileSync(openApiFile, 'utf8'))).toEqual(buildOpenApi());
  });
  it('documents every endpoint once', () => {
    const doc = buildOpenApi();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op: any) => op.operationId));
    expect(ids.sort()).toEqual(endpoints.map((e) => e.id).sort());
  });
});
