// Writes dist/openapi.json: the insurer's API as OpenAPI 3.1, generated from the valibot contract
// (src/contract/endpoints.ts, request-bodies.ts) that the widget validates answers with and the
// sandbox validates requests with, so the document cannot drift from either. Run by `npm run build` (tsx).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ENDPOINTS, VERSION_HEADER, type EndpointDefinition, type EndpointKey } from '../src/contract/endpoints';
import { requestBodyOf } from '../src/contract/request-bodies';
import { ProposalSchema, SavedProposalSchema } from '../src/contract/proposal';
import { QuoteSchema } from '../src/contract/quote';
import { ErrorBodySchema } from '../src/contract/responses';

type Json = Record<string, unknown>;

// JSON Schema 2020-12 is OpenAPI 3.1's schema dialect. The contract describes what travels on the
// wire, so a schema's input side is documented (a default filled in on reading is not required on
// the wire). Checks JSON Schema cannot say (a custom check, a transform) are left out, not guessed.
// The proposal and its quote appear in most calls: named once under components.schemas and
// referenced, instead of copied into every call (that made a 3 MB document).
const DEFINITIONS = { Proposal: ProposalSchema, SavedProposal: SavedProposalSchema, Quote: QuoteSchema };
const CONVERSION: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore', definitions: DEFINITIONS };
const toComponents = (json: Json): Json => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));
const schemaOf = (schema: v.GenericSchema): Json => {
  const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, CONVERSION) as Json;
  void _dialect;
  void _defs;
  return toComponents(rest);
};
// Each named schema converted with the others as references (never itself: that would be a loop).
const definitions = (): Json => {
  const all: Json = {};
  for (const name of Object.keys(DEFINITIONS)) {
    const {
      $schema: _dialect,
      $defs: _defs,
      ...rest
    } = toJsonSchema(DEFINITIONS[name as keyof typeof DEFINITIONS], {
      ...CONVERSION,
      definitions: Object.fromEntries(Object.entries(DEFINITIONS).filter(([other]) => other !== name)),
    }) as Json;
    void _dialect;
    void _defs;
    all[name] = toComponents(rest);
  }
  return all;
};

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

function operation(id: EndpointKey, call: EndpointDefinition): Json {
  const body = requestBodyOf(id);
  const parameters: Json[] = pathParams(call.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (call.query) {
    const query = schemaOf(call.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: (query.required ?? []).includes(name), schema });
    }
  }
  if (call.versioned) {
    parameters.push({
      name: VERSION_HEADER,
      in: 'header',
      required: true,
      description: 'The proposal version this write is based on, as an entity tag: `"7"` for version 7 (SavedProposal.version).',
      schema: { type: 'string', pattern: '^"[1-9][0-9]{0,8}"$' },
    });
  }
  const error = (description: string): Json => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  return {
    operationId: id,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } } } : {}),
    responses: {
      '200': { description: 'Success', content: { 'application/json': { schema: schemaOf(call.response) } } },
      ...(call.auth
        ? {
            '401': {
              description: 'No access token: `{ code: "unauthorized" }`',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
            '404': {
              description: 'Unknown uuid, or another proposal’s token: `{ code: "not_found" }`',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            },
          }
        : {}),
      ...(call.versioned
        ? {
            '412': error(
              'If-Match names an older version: another write changed the proposal first; nothing was changed: `{ code: "stale_version" }`',
            ),
            '428': error('No If-Match: `{ code: "version_required" }`'),
          }
        : {}),
      ...(id === 'acceptQuote'
        ? {
            '409': error(
              'What was paid is not what is due on the current version: `{ code: "price_changed" }`; a monthly plan whose credit agreement is not signed for the current version: `{ code: "agreement_required" }`; someone else’s account whose holder has not signed: `{ code: "holder_consent_required" }`. No policy is made',
            ),
          }
        : {}),
      ...(id === 'requestPayment'
        ? {
            '409': error(
              'A monthly plan whose credit agreement is not signed for the current version: `{ code: "agreement_required" }`; someone else’s account whose holder has not signed: `{ code: "holder_consent_required" }`',
            ),
          }
        : {}),
      // When someone else holds the account (docs/api-team.md#when-someone-else-holds-the-account).
      ...(id === 'getHolderConsent' || id === 'signHolderConsent'
        ? {
            '404': error('No such link: `{ code: "not_found" }`'),
            '410': error('The link was used or has expired: `{ code: "holder_link_gone" }`'),
          }
        : {}),
      ...(id === 'signHolderConsent' ? { '422': error('signed_name is not the account holder’s: `{ code: "signature_mismatch" }`') } : {}),
      ...(id === 'payMonthly'
        ? {
            '409': error(
              'credit_information_version is not the version of the quote’s pre-contract credit information: `{ code: "credit_information_changed" }`',
            ),
          }
        : {}),
      ...(id === 'signAgreement'
        ? {
            '409': error(
              'agreement_version or amount_of_credit is not the quote’s now: `{ code: "agreement_changed" }` or `{ code: "price_changed" }`',
            ),
            '422': error('signed_name is not the borrower’s first name and surname: `{ code: "signature_mismatch" }`'),
          }
        : {}),
      default: {
        description: 'Any failure: a non-200 status with the error body',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    ...(call.auth ? { security: [{ proposalToken: [] }] } : {}),
  };
}

export function openApiDocument(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const [id, call] of Object.entries(ENDPOINTS) as [EndpointKey, EndpointDefinition][]) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(id, call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Motor quote widget: the insurer API it calls',
      version,
      description:
        'Every call the motor quote widget makes, generated from its valibot contract (src/contract). JSON bodies; no cookies. ' +
        'Creating or recalling a proposal answers an access_token; the calls marked with proposalToken carry it as `Authorization: Bearer <token>`.',
    },
    paths,
    components: {
      schemas: { ...definitions(), Error: schemaOf(ErrorBodySchema) },
      securitySchemes: {
        proposalToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token answered by createProposal or recallProposal, for that proposal only.',
        },
      },
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  mkdirSync('dist', { recursive: true });
  const document = openApiDocument(version);
  writeFileSync('dist/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
  console.log(`dist/openapi.json: ${Object.keys(document.paths as Json).length} paths, ${Object.keys(ENDPOINTS).length} calls`);
}
