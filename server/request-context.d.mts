// Types of request-context.mjs for the app's TypeScript (allowJs is off).
import type { AsyncLocalStorage } from 'node:async_hooks';

export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export const REQUEST_ID_PATTERN: RegExp;
export function requestIdFor(given: string | string[] | undefined, fromTrustedProxy: boolean): string;
export function currentRequestId(): string | undefined;
