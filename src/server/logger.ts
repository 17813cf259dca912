import 'server-only';
import pino from 'pino';
import { currentRequestId } from '../../server/request-context.mjs';
import { env } from './env';
import { serializeLoggedError } from './http/safe-log';

// JSON logs without personal data: these keys are censored wherever they appear, and an error
// logged as `err` keeps no values bound to a failed query (safe-log.ts). A line written
// while a request is handled carries that request's id (`reqId`, also its X-Request-Id response
// header): server/index.mjs runs each request inside request-context.mjs's AsyncLocalStorage.
export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
  mixin() {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
  serializers: { err: serializeLoggedError },
  redact: {
    paths: [
      'email',
      '*.email',
      'phone',
      '*.phone',
      'password',
      '*.password',
      'token',
      '*.token',
      'cookie',
      '*.cookie',
      'headers.cookie',
      'headers.authorization',
      'req.headers.cookie',
    ],
    censor: '[redacted]',
  },
});
