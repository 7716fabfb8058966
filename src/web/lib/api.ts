/**
 * The one fetch wrapper. Same-origin cookies carry the session; every failure becomes an ApiError
 * whatever the body looks like: our API's `{ error: { code, message, fields } }` or better-auth's
 * `{ message, code }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's Retry-After (a 429 or 503): when it is worth asking again. */
    readonly retryAfterSeconds?: number,
    /** What else a better-auth refusal says (an ended membership's `renewalToken`, decision 0044). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 503 the server sent on purpose (load shed: "busy, try again in a moment"), worded for the user. */
export function isBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === 'BUSY';
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (the browser sets the boundary). */
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = options.json !== undefined || options.form ? 'POST' : 'GET',
    json,
    form,
    signal,
  } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Unable to reach the server. Please check your connection.');
  }

  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) throw toApiError(response.status, data, retryAfterOf(response));
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json: options?.form ? undefined : (json ?? {}) }),
  put: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PUT', json: json ?? {} }),
  patch: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PATCH', json: json ?? {} }),
  delete: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'DELETE', json }),
};

/**
 * The text to show for a failed call: the server's own words when it gave some,
 * else the screen's fallback (also for server faults and network trouble).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) {
    return error.message;
  }
  if (isBusy(error) && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The path with the query's non-empty values as its query string, as every request writes it. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Retry-After in seconds (the server sends seconds, never a date). */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function toApiError(status: number, data: unknown, retryAfterSeconds?: number): ApiError {
  const fallback = `Request failed (${status})`;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (record.error && typeof record.error === 'object') {
      const e = record.error as { code?: unknown; message?: unknown; fields?: unknown };
      return new ApiError(
        status,
        typeof e.code === 'string' ? e.code : `HTTP_${status}`,
        typeof e.message === 'string' && e.message ? e.message : fallback,
        isStringRecord(e.fields) ? e.fields : undefined,
        retryAfterSeconds,
      );
    }
    if (typeof record.message === 'string' || typeof record.code === 'string') {
      return new ApiError(
        status,
        typeof record.code === 'string' ? record.code : `HTTP_${status}`,
        typeof record.message === 'string' && record.message ? record.message : fallback,
        undefined,
        retryAfterSeconds,
        record,
      );
    }
  }
  return new ApiError(status, `HTTP_${status}`, fallback);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}
