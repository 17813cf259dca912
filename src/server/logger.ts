import 'server-only';
import pino from 'pino';
import { currentRequestId } from '../../server/request-context.mjs';
import { env } from './env';
import { serializeLoggedError } from './http/safe-log';

// JSON logs without personal data; each line carries its request's id (request-context.mjs).
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
