import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Operation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

export async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

/** '/api/worlds/:worldId/' → '/api/worlds/{worldId}': how a route's url reads as a document path. */
export function documentPath(url: string): string {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** `#/components/schemas/X` as `#/$defs/X`, so each response schema compiles on its own. */
function localRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(localRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/$defs/')
        : localRefs(value),
    ]),
  );
}

/**
 * The document's JSON answer schema for one operation and status (falling back to its 2XX or
 * 4XX range), compiled by Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1.
 */
export function answerValidator(
  document: OpenApiDocument,
  method: string,
  path: string,
  status: number,
): ValidateFunction {
  const operation = document.paths[documentPath(path)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} has no JSON schema for ${status}`);
  // Formats (email, uuid, date-time) are left to the zod schemas the server runs.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile({ ...(localRefs(schema) as object), $defs: localRefs(document.components.schemas) });
}
