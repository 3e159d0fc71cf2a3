import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';

// The store's log (docs/decisions/042, "A log a person can read"): JSON lines,
// one object per event, for a log collector; at a terminal (stdout is a TTY)
// the same events as one readable line each, through pino-pretty. A request is
// one line in both: method, path, status and time.

/**
 * Fastify's request lines, one per request instead of two: nothing when it comes in, and when it is
 * answered the request itself beside the status and time (Fastify's "request completed" has only these).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

interface LoggedRequest {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request line for a person: `GET /en/products?page=2 200 12 ms`; any other event: its message. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as LoggedRequest;
  if (req?.method && res?.statusCode !== undefined && typeof responseTime === 'number') {
    return `${req.method} ${req.url ?? ''} ${res.statusCode} ${Math.round(responseTime)} ms`;
  }
  const message = log[messageKey];
  return typeof message === 'string' ? message : '';
}

/** pino-pretty's settings: time, level and message on one line, other fields after it as JSON. */
export function readableLogOptions(): PinoPretty.PrettyOptions {
  return {
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: readableMessage,
    // Written as it comes: a line is on the screen before a crash or process.exit, not in a buffer.
    sync: true,
  };
}

/**
 * Where the log goes: the readable stream at a terminal, else undefined (pino's JSON on stdout).
 * pino-pretty is loaded only then: a server behind a log collector never pays for it.
 */
export function logDestination(stdoutIsTty = Boolean(process.stdout.isTTY)): DestinationStream | undefined {
  if (!stdoutIsTty) return undefined;
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty(readableLogOptions());
}
