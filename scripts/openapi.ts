/**
 * Writes docs/api/openapi.json from the contract (packages/core/src/contract): every call's path,
 * parameters, body and answer come from the same valibot schemas the API validates with.
 * Run with `npm run openapi`; a unit test checks the committed file is up to date.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { endpoints, type Endpoint } from '@tireshop/core';
import type * as v from 'valibot';

// Transforms (trimming, number coercion) have no JSON Schema; the input shape is what we document.
const schemaOf = (s: v.GenericSchema) => {
  const { $schema: _ignored, ...rest } = toJsonSchema(s, { errorMode: 'ignore' }) as Record<string, unknown>;
  return rest;
};

function parameters(endpoint: Endpoint) {
  const out: object[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

const errorResponse = {
  description: 'Error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
};

export function buildOpenApi() {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of endpoints as readonly Endpoint[]) {
    const operation: Record<string, unknown> = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      parameters: parameters(endpoint),
      responses: {
        [String(endpoint.status ?? 200)]: {
          description: endpoint.status === 201 ? 'Created' : 'OK',
          content: { 'application/json': { schema: schemaOf(endpoint.response) } },
        },
        '4XX': errorResponse,
      },
    };
    if (endpoint.auth) operation.security = [{ bearer: [] }];
    if (endpoint.credential === 'reportKey') operation.security = [{ reportKey: [] }];
    if (endpoint.body) {
      const type = endpoint.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = { required: true, content: { [type]: { schema: schemaOf(endpoint.body) } } };
    }
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'tireshop API',
      version: '1',
      description: 'The API behind the tireshop storefront and widgets. Generated from packages/core/src/contract — do not edit.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'From POST /token' },
        reportKey: {
          type: 'http',
          scheme: 'basic',
          description: "A widget id as the user name and that widget's report key as the password",
        },
      },
    },
    paths,
  };
}

export const openApiFile = fileURLToPath(new URL('../docs/api/openapi.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(fileURLToPath(new URL('../docs/api', import.meta.url)), { recursive: true });
  writeFileSync(openApiFile, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
  console.log(`wrote ${openApiFile}`);
}
