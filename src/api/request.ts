import * as v from 'valibot';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { ENDPOINTS, versionTag, type EndpointKey, type Endpoints } from '../contract/endpoints';
import { fillPath, type PathParamName, type PathParams } from '../contract/path';
import type { RequestBodies } from '../contract/request-bodies';
import { ErrorBodySchema, SERVER_ERROR_CODES } from '../contract/responses';
import { describeIssues } from './issues';
import { buildQuery } from './query';
import { exchange, NOT_JSON, TransportFailure } from './transport';

type Definition<K extends EndpointKey> = Endpoints[K];
type ParamsPart<K extends EndpointKey> = [PathParamName<Definition<K>['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<Definition<K>['path']> };
type BodyPart<K extends EndpointKey> = K extends keyof RequestBodies ? { body: v.InferInput<RequestBodies[K]> } : { body?: undefined };
type QueryPart<K extends EndpointKey> =
  Definition<K> extends { query: infer Q extends v.GenericSchema } ? { query: v.InferInput<Q> } : { query?: undefined };

export type CallInput<K extends EndpointKey> = ParamsPart<K> & BodyPart<K> & QueryPart<K>;
export type CallOutput<K extends EndpointKey> = v.InferOutput<Definition<K>['response']>;

/**
 * Sends one call. `select` picks what the caller wants from the validated envelope; it is applied
 * before the promise is shared, so a duplicate call receives the very same promise.
 */
export type Send = <K extends EndpointKey, R = CallOutput<K>>(
  key: K,
  input: CallInput<K>,
  select?: (output: CallOutput<K>) => R,
) => Promise<R>;

type Failure = Omit<ConstructorParameters<typeof ApiError>[0], 'endpoint' | 'method' | 'path'>;

/** Where the proposal access tokens live (the proposal store, beside the draft). */
export interface AccessTokens {
  get(uuid: string): string | null;
  set(uuid: string, token: string): void;
  /** The API said the token is dead (expired, or revoked by the sale or a later recall): it opens nothing now. */
  forget(uuid: string): void;
}

// docs/security.md#data-that-ends-with-the-sale. A dead token is dropped from the tab at once, not kept for later.
const DEAD_TOKEN: ReadonlySet<string> = new Set([SERVER_ERROR_CODES.tokenExpired, SERVER_ERROR_CODES.tokenRevoked]);

/**
 * The version of each proposal this widget last read (docs/api-team.md#versions): every write
 * sends it as If-Match, every answer holding the proposal updates it. Kept beside the access token.
 */
export interface ProposalVersions {
  get(uuid: string): number | null;
  set(uuid: string, version: number): void;
}

/** The version an answer tells of: the proposal's own, or the start-date update's. */
function answeredVersion(output: unknown, uuid: string | undefined): { uuid: string; version: number } | null {
  const answer = output as {
    proposal?: { uuid?: unknown; version?: unknown };
    data?: { proposal?: { uuid?: unknown; version?: unknown }; uuid?: unknown; version?: unknown };
  };
  const holder = answer?.proposal ?? answer?.data?.proposal ?? answer?.data;
  const id = typeof holder?.uuid === 'string' ? holder.uuid : uuid;
  return id && typeof holder?.version === 'number' ? { uuid: id, version: holder.version } : null;
}

/** The proposal a call names: {uuid} in its path, or uuid in its body (the /json calls). */
function proposalOf(input: { params?: Record<string, string>; body?: unknown }): string | undefined {
  const fromBody = (input.body as { uuid?: unknown } | undefined)?.uuid;
  return input.params?.uuid ?? (typeof fromBody === 'string' ? fromBody : undefined);
}

/** An answer that hands out a proposal's access token (create, recall). */
function grantedToken(output: unknown): { uuid: string; token: string } | null {
  const answer = output as { proposal?: { uuid?: unknown }; access_token?: unknown };
  return typeof answer.access_token === 'string' && typeof answer.proposal?.uuid === 'string'
    ? { uuid: answer.proposal.uuid, token: answer.access_token }
    : null;
}

export function createRequester(options: {
  apiBase: string;
  timeoutMs: number;
  fetch: typeof fetch;
  accessTokens?: AccessTokens;
  versions?: ProposalVersions;
  onFailure?: (error: ApiError) => void;
}): Send {
  const base = options.apiBase.replace(/\/+$/, '');
  const inFlight = new Map<string, Promise<unknown>>();

  return <K extends EndpointKey, R>(key: K, input: CallInput<K>, select?: (output: CallOutput<K>) => R) => {
    const definition: Endpoints[EndpointKey] = ENDPOINTS[key];
    const query = 'query' in definition ? buildQuery(definition.query, input.query) : '';
    const url = `${base}${fillPath(definition.path, input.params ?? {})}${query}`;
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    // Identical requests share one answer: a double click must not create two quotes or payments.
    const dedupeKey = `${key} ${definition.method} ${url} ${body ?? ''}`;
    const pending = inFlight.get(dedupeKey);
    if (pending) return pending as Promise<R>;

    const fail = (failure: Failure) => {
      const error = new ApiError({ endpoint: key, method: definition.method, path: definition.path, ...failure });
      const where = error.fieldPath ? ` at ${error.fieldPath}` : '';
      // Method, path template, status and code only: bodies, queries and server messages can hold
      // personal data. The uuid is masked by the template although it is not personal.
      console.error(`[motor-quote api] ${error.method} ${error.path} failed: status ${error.status}, code ${error.code}${where}`);
      options.onFailure?.(error);
      return error;
    };

    const run = async () => {
      const { fetch, timeoutMs } = options;
      const uuid = 'auth' in definition ? proposalOf(input) : undefined;
      const accessToken = (uuid && options.accessTokens?.get(uuid)) || undefined;
      const basedOn = uuid && 'versioned' in definition ? options.versions?.get(uuid) : null;
      const ifMatch = basedOn ? versionTag(basedOn) : undefined;
      const answer = await exchange({ fetch, url, method: definition.method, body, timeoutMs, accessToken, ifMatch }).catch(
        (cause: unknown) => {
          const code = cause instanceof TransportFailure ? cause.code : CLIENT_ERROR_CODES.network;
          const detail = code === 'timeout' ? `no answer within ${timeoutMs} ms` : 'network failure';
          throw fail({ status: 0, code, detail, cause });
        },
      );
      if (!answer.ok) {
        const errorBody = v.safeParse(ErrorBodySchema, answer.json);
        const code = errorBody.success ? errorBody.output.code : CLIENT_ERROR_CODES.http;
        const body = errorBody.success ? errorBody.output : undefined;
        if (uuid && answer.status === 401 && DEAD_TOKEN.has(code)) options.accessTokens?.forget(uuid);
        throw fail({ status: answer.status, code, detail: `HTTP ${answer.status} ${code}`, body });
      }
      const parsed = v.safeParse(definition.response, answer.json);
      if (!parsed.success) {
        const described = answer.json === NOT_JSON ? { fieldPath: undefined, detail: 'body is not JSON' } : describeIssues(parsed.issues);
        throw fail({ status: 0, code: CLIENT_ERROR_CODES.malformed, ...described });
      }
      const output = parsed.output as CallOutput<K>;
      const granted = grantedToken(output);
      if (granted) options.accessTokens?.set(granted.uuid, granted.token);
      const seen = answeredVersion(output, proposalOf(input));
      if (seen) options.versions?.set(seen.uuid, seen.version);
      return select ? select(output) : (output as R);
    };

    const promise = run().finally(() => inFlight.delete(dedupeKey));
    inFlight.set(dedupeKey, promise);
    return promise;
  };
}
