/**
 * Recognising database failures wherever the driver put them: Drizzle wraps the driver's error as
 * `cause`, node-postgres throws Node's socket errors or its own "Connection terminated" ones.
 */

/** A PostgreSQL error's SQLSTATE and constraint, wherever the driver put it (Drizzle wraps it as `cause`). */
export function databaseError(err: unknown): { code: string; constraint?: string } | null {
  for (const e of causes(err)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return null;
}

/** Socket errors of a server that is down, restarting or out of reach. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres's own words for a lost or refused connection (it throws plain Errors for these). */
const UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Why the database cannot be reached now — a request may well succeed in a moment — or null when
 * that is not the error: SQLSTATE class 08 (connection exception), 57P01–57P03 (the server
 * shutting down or starting), 53300 (too many connections), a refused or broken socket, a pool that
 * could not connect in time. The reason is the driver's own (never the query or its parameters,
 * which may hold a shopper's details), fit for a log line.
 */
export function databaseUnreachable(err: unknown): string | null {
  const state = databaseError(err)?.code;
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state))) return `SQLSTATE ${state}`;
  for (const e of causes(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_SOCKET_CODES.has(code)) return code;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return message;
  }
  return null;
}

/** The error and its causes, outermost first (at most four deep). */
function* causes(err: unknown): Generator<object> {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) yield e;
}
