import { GENERIC_ERROR_MESSAGE, isApiErrorBody } from '#shared/api';

/** An API failure with the server's Spanish message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where requests go: the browser's fetch, or on the server (render-page.tsx) the API in process,
 * so a page's loaders run there unchanged.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The one fetch wrapper: JSON in and out, ApiError on any failure. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'No se pudo conectar con el servidor. Revisá tu conexión.');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}

function apiErrorOf(status: number, data: unknown): ApiError {
  if (isApiErrorBody(data)) {
    const { code, message, fields } = data.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, 'unknown', GENERIC_ERROR_MESSAGE);
}

/**
 * A file the API makes (an export), fetched and handed to the browser to save under the name
 * the server gave it; a refusal is an ApiError with the server's message, not a saved error.
 */
export async function downloadApiFile(path: string): Promise<void> {
  let response: Response;
  try {
    response = await transport(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'No se pudo conectar con el servidor. Revisá tu conexión.');
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'descarga';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
