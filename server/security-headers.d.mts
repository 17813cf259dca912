// Types of security-headers.mjs for the app's TypeScript (allowJs is off).

export function securityHeaders(options: { dev: boolean }): { key: string; value: string }[];
