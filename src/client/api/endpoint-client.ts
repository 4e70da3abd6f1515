import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  endpointUrl,
} from '#shared/endpoint';
import { api, downloadApiFile } from '../api-client';

export interface CallOptions {
  signal?: AbortSignal;
}

/** An endpoint's call: its inputs when it has any, then the options. */
export type EndpointCall<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? (input?: EndpointInput<E>, options?: CallOptions) => Promise<EndpointAnswer<E>>
    : (input: EndpointInput<E>, options?: CallOptions) => Promise<EndpointAnswer<E>>;

/**
 * Whether answers are checked against their schema: in development and in the unit tests, so an
 * answer that drifted from its contract fails loudly there; production trusts the server, which
 * serialises every answer through the same schema.
 */
const CHECK_ANSWERS = import.meta.env.DEV;

/** Calls one endpoint of src/shared: the URL from its path and query, the body as JSON. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = endpointUrl(endpoint, params, query);
  // A file is saved under the name the server gives it (GET only: an export, a document).
  if (endpoint.response === 'file') return (await downloadApiFile(url)) as EndpointAnswer<E>;
  const answer = await api<unknown>(url, {
    method: endpoint.method,
    body,
    signal: options.signal,
  });
  if (CHECK_ANSWERS && endpoint.response) endpoint.response.parse(answer);
  return answer as EndpointAnswer<E>;
}

/** A typed client over a table of endpoints: `client(userEndpoints).list()`. */
export function client<T extends Record<string, Endpoint>>(
  table: T,
): { [K in keyof T]: EndpointCall<T[K]> } {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [
      name,
      (input?: EndpointInput<Endpoint>, options?: CallOptions) =>
        callEndpoint(endpoint, input, options),
    ]),
  ) as { [K in keyof T]: EndpointCall<T[K]> };
}
