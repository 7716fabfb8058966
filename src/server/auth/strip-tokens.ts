/**
 * better-auth answers sign-up, sign-in and get-session with the session token in the JSON as well as in the
 * HttpOnly cookie. Script on the page has no use for it, and a token readable by script is what an XSS would
 * steal; the cookie alone carries the session.
 */
const ANSWERS_WITH_TOKEN = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/get-session',
]);

export async function withoutSessionTokens(path: string, res: Response): Promise<Response> {
  if (!ANSWERS_WITH_TOKEN.has(path) || !res.headers.get('content-type')?.includes('application/json')) {
    return res;
  }
  const body = (await res.json()) as unknown;
  if (body && typeof body === 'object') {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === 'object') delete record.session.token;
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}
