/**
 * The one HTTP client of the web app (docs/specs/customer-area.md section 1, "Request convention").
 * Every call sends the session cookie; a JSON body and its content type are sent only when a body
 * exists; any non-OK answer throws an ApiError whose message is `${status}: ${bodyText ||
 * statusText}`. Server error bodies are JSON `{ message }` (ARCHITECTURE.md), read by
 * errorMessage().
 */

/** A non-OK HTTP answer. `message` is `${status}: ${body || statusText}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The raw body text of the answer ('' when empty). */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Asks the person to confirm their password for a sensitive staff action (POST /api/step-up):
 * resolves once confirmed, rejects when they cancel. Registered by the step-up dialog.
 */
export type StepUpPrompt = () => Promise<void>;

let stepUpPrompt: StepUpPrompt | null = null;

/** Registers (or, with null, removes) the prompt a `stepUpRequired` refusal opens. */
export function setStepUpPrompt(prompt: StepUpPrompt | null): void {
  stepUpPrompt = prompt;
}

/** True for a 403 whose JSON body says `stepUpRequired: true`. */
function needsStepUp(status: number, body: string): boolean {
  if (status !== 403) return false;
  try {
    return (JSON.parse(body) as { stepUpRequired?: unknown }).stepUpRequired === true;
  } catch {
    return false;
  }
}

/**
 * Sends one request (with `headers` besides the JSON content type); a refusal that asks for the
 * password again opens the step-up prompt and, once confirmed, sends the same request once more. Throws ApiError for a non-OK status and the
 * browser's TypeError when the network fails.
 */
async function send(
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { ...headers } };
  if (body !== undefined) {
    init.headers = { ...headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response = await fetch(url, init);
  if (stepUpPrompt && response.status === 403) {
    const text = await response.text();
    if (needsStepUp(response.status, text)) {
      await stepUpPrompt();
      response = await fetch(url, init);
    } else throw new ApiError(response.status, response.statusText, text);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

/** Sends one request (see send) and returns the parsed JSON answer (undefined for an empty body). */
async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const text = await (await send(method, url, body, headers)).text();
  if (!text) return undefined as T;
  const parsed: unknown = JSON.parse(text);
  return parsed as T;
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.csv"`), if any. */
function attachmentName(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * Downloads the file a GET of `url` answers (a CSV export) under the name the server gives it
 * (Content-Disposition), else `filename`, through the same step-up prompt as every call: the
 * browser saves it without leaving the page.
 */
async function download(url: string, filename: string): Promise<void> {
  const response = await send('GET', url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('Content-Disposition')) ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Shorthands for apiRequest. */
export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>('POST', url, body, headers),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
  download,
};

/** Generic text for a request that never reached the server (docs/specs/customer-area.md section 8). */
export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again.';

/** True when the request failed before any HTTP answer (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** True for an ApiError with the given status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * The text to show a person for a failed call: the `message` member of a JSON error body, else
 * the body text, else the status text; NETWORK_ERROR_MESSAGE when no answer arrived.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fromJson = messageFromJson(error.body);
    if (fromJson) return fromJson;
    return error.body.trim() || error.message;
  }
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return NETWORK_ERROR_MESSAGE;
}

function messageFromJson(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: the caller falls back to the body text.
  }
  return null;
}
