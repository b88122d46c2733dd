/**
 * Types binding a route handler to its row of the contract's ENDPOINTS table (and its body in
 * REQUEST_BODIES): the handler gets the
 * validated body and query and must return (at compile time) the wire shape of the response schema.
 */
import type { IncomingMessage } from 'node:http';
import type * as v from 'valibot';
import type { EndpointKey, Endpoints } from '../../../src/contract/endpoints';
import type { RequestBodies } from '../../../src/contract/request-bodies';
import type { Services } from './services';

type SchemaOutput<E, F extends string> = E extends { readonly [P in F]: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

export type BodyOf<K extends EndpointKey> = K extends keyof RequestBodies ? v.InferOutput<RequestBodies[K]> : undefined;
export type QueryOf<K extends EndpointKey> = SchemaOutput<Endpoints[K], 'query'>;
export type ResponseOf<K extends EndpointKey> = v.InferInput<Endpoints[K]['response']>;

export interface EndpointContext<K extends EndpointKey> {
  key: K;
  params: Record<string, string>;
  body: BodyOf<K>;
  query: QueryOf<K>;
  req: IncomingMessage;
  /** A versioned write's If-Match, read by dispatch (never missing there); pass it to changeRecord. */
  ifMatch: number | undefined;
  /** Where links handed back to the browser point: publicOrigin, else the request's own origin. */
  origin: string;
  /** Origins the insurer registered for the brand's pages: a card payment's return_url must be on one. */
  returnOrigins: readonly string[];
  services: Services;
}

export type EndpointHandler<K extends EndpointKey> = (ctx: EndpointContext<K>) => Promise<ResponseOf<K>>;

export type EndpointHandlers = { [K in EndpointKey]?: EndpointHandler<K> };
