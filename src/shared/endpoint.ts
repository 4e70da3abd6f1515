import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, declared once (docs/architecture.md, "The endpoint contract"): the
 * server registers and validates its route from it (server/plugins/endpoints.ts), and the browser
 * calls it through it (client/api/endpoint-client.ts), with the path, the inputs and the answer
 * typed from the same schemas.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The whole path, with `:name` for each parameter of `params`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * The body's schema, or `'multipart'` for an upload (a FormData the route reads part by part,
   * with its own checks of size and type).
   */
  body?: z.ZodType | 'multipart';
  /**
   * The answer's schema; null for an answer without a body (204); `'file'` for a file the route
   * sends itself (a PDF, a spreadsheet, an image), which the browser links to or downloads.
   */
  response: z.ZodType | null | 'file';
  /** The statuses a success answers with; 200 by default, 204 when there is no body. */
  status?: readonly SuccessStatus[];
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/** Declares a table of endpoints, keeping each one's exact types. */
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;

type Part<E, K extends 'params' | 'query' | 'body', Name extends string> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? { [key in Name]: z.input<S> }
  : E extends { [key in K]: 'multipart' }
    ? { [key in Name]: FormData }
    : { [key in Name]?: never };

/** What a call sends: `params`, `query` and `body`, each as its schema takes it. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'query'> &
  Part<E, 'body', 'body'>;

/**
 * What a call answers: the response schema's output, or nothing (a 204, or a file, which the
 * browser's call saves, or links to with `endpointUrl`).
 */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : void;

/** The request's parts as the server's schemas hand them to the handler. */
export interface EndpointRequest<E extends Endpoint> {
  Params: E extends { params: infer S extends z.ZodType } ? z.output<S> : unknown;
  Querystring: E extends { query: infer S extends z.ZodType } ? z.output<S> : unknown;
  Body: E extends { body: infer S extends z.ZodType } ? z.output<S> : unknown;
}

/** The success statuses of an endpoint. */
export function successStatuses(endpoint: Endpoint): readonly SuccessStatus[] {
  return endpoint.status ?? [endpoint.response === null ? 204 : 200];
}

/** An endpoint's URL from the same input as its call, for a link or an image's `src`. */
export function endpointHref<E extends Endpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): string {
  const { params, query } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return endpointUrl(endpoint, params, query);
}

/**
 * The endpoint's URL: each `:name` of its path replaced by the parameter (escaped), then the
 * query's defined values.
 */
export function endpointUrl(
  endpoint: Endpoint,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: sin ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
