/**
 * The contract as an OpenAPI 3.1 document, generated from the catalogue and the api-client's valibot
 * schemas (`@valibot/to-json-schema`), so no schema is written twice. `npm run openapi` writes it to
 * packages/api-client/openapi.json; `openapi.test.ts` fails when that file is stale.
 *
 * Conversion notes (what JSON Schema cannot say, and what we do about it):
 * - `trim` and `transform` actions normalise input; they have no JSON Schema form and are left out
 *   (`errorMode: 'ignore'`), which is right for a wire description: the backend sees the text as sent.
 * - `check` actions (http(s)-only URLs, equal passwords, "'-' is not a name"...) are JS predicates; each
 *   is kept as prose, its message appended to the field's `description` (see `overrideAction`).
 * - Every named schema the api-client exports (`*WireSchema`, `*BodySchema`, `*Schema`) becomes a
 *   component, `AppWireSchema` → `#/components/schemas/AppWire`; nested uses become `$ref`s.
 */
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as exported from '../index';
import { CALL_NAMES, CATALOGUE, type AnswerSpec, type Base, type Bases, type CallSpec, type RequestSpec } from './catalogue';

/** Where each base is when nobody says (the mock server's defaults: `npm run mock-server`). */
export const DEFAULT_BASES: Bases = {
  server: 'http://127.0.0.1:4790/server',
  apiNode: 'http://127.0.0.1:4790/api-node',
  assets: 'http://127.0.0.1:4790/assets',
  news: 'http://127.0.0.1:4790/news',
};

const BASE_TITLES: Record<Base, string> = {
  server: '`{server}`: the main service (auth, dashboard, leis, uploads, the legacy app routes)',
  apiNode: '`{apiNode}`: the marketplace service (apps, providers, accounts, categories)',
  assets: 'The assets API (image uploads and images)',
  news: 'The Ghost-style news content API',
};

/** Names kept out of the document: build configuration and helpers, not parts of the wire. */
const NOT_WIRE = new Set(['EnvSchema', 'optionalText']);

type JsonObject = { [key: string]: unknown };

/** The api-client's exported valibot schemas, by component name (`AppWireSchema` → `AppWire`). */
function namedSchemas(): Map<string, v.GenericSchema> {
  const named = new Map<string, v.GenericSchema>();
  for (const [name, value] of Object.entries(exported).sort(([a], [b]) => a.localeCompare(b))) {
    if (NOT_WIRE.has(name) || !name.endsWith('Schema')) continue;
    if (typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema') {
      named.set(name.replace(/Schema$/, ''), value as v.GenericSchema);
    }
  }
  return named;
}

const refTo = (name: string) => `#/components/schemas/${name}`;

function conversionConfig(definitions: Record<string, v.GenericSchema>): ConversionConfig {
  return {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    definitions,
    overrideRef: (context) => refTo(context.referenceId),
    overrideAction: (context) => {
      const action = context.valibotAction as { type: string; message?: unknown };
      if (action.type === 'check' && typeof action.message === 'string') {
        const previous = typeof context.jsonSchema.description === 'string' ? `${context.jsonSchema.description} ` : '';
        return { ...context.jsonSchema, description: `${previous}Checked by the client: ${action.message}`.trim() };
      }
      return undefined;
    },
  };
}

/** Strips what a standalone conversion adds (`$schema`, `$defs`: the components hold those). */
function bare(schema: JsonSchema): JsonObject {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as JsonObject;
  return rest;
}

export interface OpenApiOptions {
  /** The bases' URLs written as the servers' defaults (`DEFAULT_BASES` when absent). */
  bases?: Partial<Bases>;
}

export type OpenApiDocument = JsonObject & { openapi: string; paths: Record<string, Record<string, JsonObject>> };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Field errors (`fieldErrors`, Portuguese messages of the spec).',
  401: 'No, invalid or expired token (news: a bad content key).',
  403: 'The role does not allow it.',
  404: 'Unknown id in the path.',
  409: 'Conflict (`code` says which).',
  413: 'Image over 1 MB.',
  415: 'Not a jpeg, png or gif.',
  429: 'Too many attempts (`too_many_requests`): `Retry-After` gives the wait in seconds.',
  500: 'Server error.',
};

/** Builds the document. Pure and deterministic: the same schemas give the same bytes. */
export function buildOpenApi(options: OpenApiOptions = {}): OpenApiDocument {
  const bases: Bases = { ...DEFAULT_BASES, ...options.bases };
  const named = namedSchemas();
  const definitions = Object.fromEntries(named);
  const config = conversionConfig(definitions);
  const components = toJsonSchemaDefs(definitions, config) as Record<string, JsonObject>;
  const nameOf = new Map<v.GenericSchema, string>([...named].map(([name, schema]) => [schema, name]));

  /** A schema as a `$ref` when it is a component, else converted inline. */
  const schemaFor = (schema: v.GenericSchema): JsonObject => {
    const name = nameOf.get(schema);
    return name ? { $ref: refTo(name) } : bare(toJsonSchema(schema, config));
  };
  /** The converted object of a schema, inline (multipart fields need its properties, not a `$ref`). */
  const objectFor = (schema: v.GenericSchema): JsonObject => {
    const name = nameOf.get(schema);
    return name ? (components[name] ?? {}) : bare(toJsonSchema(schema, config));
  };

  const paths: Record<string, Record<string, JsonObject>> = {};
  /** Path parameter names of each path item, by position: OpenAPI treats `/x/{a}` and `/x/{b}` as one path. */
  const pathKeys = new Map<string, string>();

  for (const name of CALL_NAMES) {
    const spec = CATALOGUE[name];
    const shape = spec.path.replace(/\{[^}]+\}/g, '{}');
    // Two calls on the same template with other parameter names (`/app-main-functionalities/{appUuid}` and
    // `/{id}`) share one path item under the first call's names; each operation describes its own meaning.
    const key = pathKeys.get(shape) ?? spec.path;
    pathKeys.set(shape, key);
    const keyNames = [...key.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const ownNames = [...spec.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const rename = new Map(ownNames.map((own, i) => [own, keyNames[i] ?? own]));
    const item = (paths[key] ??= {});
    item[spec.method.toLowerCase()] = operation(spec, rename, schemaFor, objectFor);
  }

  const servers = (Object.keys(BASE_TITLES) as Base[]).map((base) => ({
    url: bases[base],
    description: BASE_TITLES[base],
    'x-base': base,
  }));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal Fiscal backend contract',
      version: '0.1.0',
      summary: 'Every call the Portal Fiscal web portal makes, and the answers it accepts.',
      description: [
        'Generated from the valibot schemas of `@portal-fiscal/api-client` (`npm run openapi`): the portal parses every answer',
        'strictly with these schemas, so an answer outside them is an error screen for users.',
        '',
        'Four bases, each its own server (every operation names its base in `servers` and in the `x-base` field):',
        ...(Object.keys(BASE_TITLES) as Base[]).map((base) => `- ${BASE_TITLES[base]}`),
        '',
        'Every failure answers the one error body `ErrorBody` `{message, code?, fieldErrors?}`. Check a backend against',
        'this document with `npm run contract:check` (docs/contract.md).',
      ].join('\n'),
    },
    servers,
    tags: [...new Set(CALL_NAMES.map((n) => n.split('.')[0] ?? n))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The `Token` of the `auth.login` answer.' },
        newsKey: { type: 'apiKey', in: 'query', name: 'key', description: 'The content API key of the news service.' },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: { $ref: refTo('ErrorBody') } } } },
        ]),
      ),
    },
  };

  function operation(
    spec: CallSpec,
    rename: Map<string, string>,
    schemaFor: (s: v.GenericSchema) => JsonObject,
    objectFor: (s: v.GenericSchema) => JsonObject,
  ): JsonObject {
    const parameters = spec.params.map((p) => ({
      name: p.in === 'path' ? (rename.get(p.name) ?? p.name) : p.name,
      in: p.in,
      required: p.required,
      description: p.description,
      schema: { type: 'string' },
    }));
    const security =
      spec.base === 'news'
        ? [{ newsKey: [] }]
        : spec.auth === 'bearer'
          ? [{ bearer: [] }]
          : spec.auth === 'optional-bearer'
            ? [{ bearer: [] }, {}]
            : [];
    return {
      operationId: spec.name,
      summary: spec.name,
      description: spec.description,
      tags: [spec.name.split('.')[0]],
      'x-base': spec.base,
      servers: [{ url: bases[spec.base], description: BASE_TITLES[spec.base] }],
      security,
      ...(parameters.length ? { parameters } : {}),
      ...(spec.request ? { requestBody: requestBody(spec.request, schemaFor, objectFor) } : {}),
      responses: {
        [String(spec.answer.status)]: answer(spec.answer, schemaFor),
        ...Object.fromEntries(spec.errors.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }])),
        default: { $ref: '#/components/responses/Error500' },
      },
    };
  }
}

function requestBody(
  request: RequestSpec,
  schemaFor: (s: v.GenericSchema) => JsonObject,
  objectFor: (s: v.GenericSchema) => JsonObject,
): JsonObject {
  if (request.kind === 'json') return { required: true, content: { 'application/json': { schema: schemaFor(request.schema) } } };
  const fields = request.fields ? objectFor(request.fields) : { type: 'object', properties: {}, required: [] };
  const file = { type: 'string', format: 'binary', description: 'An image: jpeg, png or gif, at most 1 MB.' };
  return {
    required: true,
    ...(request.description ? { description: request.description } : {}),
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...(fields.properties as JsonObject | undefined), ...Object.fromEntries(request.files.map((f) => [f, file])) },
          required: [...((fields.required as string[] | undefined) ?? []), ...request.files],
        },
      },
    },
  };
}

function answer(spec: AnswerSpec, schemaFor: (s: v.GenericSchema) => JsonObject): JsonObject {
  switch (spec.kind) {
    case 'json':
      return { description: 'Success.', content: { 'application/json': { schema: schemaFor(spec.schema) } } };
    case 'base64-json':
      return {
        description: 'Success: a JSON string holding base64 of the JSON object described by `contentSchema`.',
        content: {
          'application/json': {
            schema: {
              type: 'string',
              contentEncoding: 'base64',
              contentMediaType: 'application/json',
              contentSchema: schemaFor(spec.schema),
            },
          },
        },
      };
    case 'text':
      return { description: spec.description, content: { 'text/plain': { schema: { type: 'string' } } } };
    case 'image':
      return { description: 'The image.', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } };
    case 'redirect':
      return {
        description: spec.description,
        headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
      };
  }
}

/** The document as the committed file holds it: two-space JSON and a final newline. */
export const formatOpenApi = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
