import 'server-only';
import pino from 'pino';
import { env } from './env';

// JSON logs without personal data: these keys are censored wherever they appear.
export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
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
