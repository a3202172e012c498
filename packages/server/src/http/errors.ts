/**
 * Every HTTP refusal is one JSON line, `{error: {code, message}}`: the API's own, fastify's (a bad
 * JSON body, a wrong content type, a body too large) and the rate limit's. Never a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export function refuse(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  return reply.code(status).send({ error: { code, message, ...(details ? { details } : {}) } });
}

/** fastify's own refusals (a bad JSON body, a wrong content type, a body too large, a flood). */
const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'NOT_ALLOWED',
  413: 'TOO_LARGE',
  415: 'BAD_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One line, never a stack: a surprise is logged and answered as INTERNAL. */
export function answerError(app: FastifyInstance, err: FastifyError, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) {
    app.log.error(err);
    return refuse(reply, 500, 'INTERNAL', 'the server could not do that');
  }
  const badJson = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
  const code = badJson ? 'BAD_JSON' : (CODES[status] ?? 'BAD_REQUEST');
  return refuse(
    reply,
    status,
    code,
    String(err.message ?? '')
      .replace(/\s+/g, ' ')
      .slice(0, 300),
  );
}
