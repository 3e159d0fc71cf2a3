// What the request log keeps of a request (issue 26 item 3). Links the store
// sends carry secrets in their query, where the page that opens them can read
// them without JavaScript: an order's tracking token (docs/decisions/021), a
// stock alert's unsubscribe token (docs/decisions/037), a reset token
// (docs/decisions/020). The log keeps the address with every secret value
// replaced, as a serializer of the request, so every way the log is written
// (JSON lines, or readable at a terminal) gets the redacted address.

/** What stands in for a secret value. */
export const REDACTED = '[redacted]';

/**
 * A query parameter whose value is a secret, by its name: tokens, passwords,
 * codes, keys, signatures, sessions, one-time passwords, whatever their spelling.
 */
const SECRET_NAME = /token|passw|pwd|secret|signature|^sig$|^code$|^key$|api[-_]?key|^otp$|session|^auth|credential|nonce|^state$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** `url` with the value of every secret query parameter replaced; anything else stays as it was written. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt === -1 ? url.length : hashAt;
  const pairs = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_NAME.test(decodedName(name).trim()) && eq !== -1 ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}${url.slice(end)}`;
}

/** The request as the log shows it: Fastify's own fields, with the address redacted. */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
