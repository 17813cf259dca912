// Security headers for every response (docs/decisions/004-csp-and-csrf.md): next.config.ts gives
// them to what Next answers, server/precompressed.mjs to the static files it sends itself.
// 'unsafe-inline' in script-src: Next's App Router streams inline bootstrap scripts; nonces would force
// every page to render dynamically and lose the cached public pages. 'wasm-unsafe-eval' lets the
// ALTCHA proof-of-work workers compile WebAssembly (it does not allow JS eval).
// 'unsafe-eval' only under `next dev`: React uses eval there to rebuild server error stacks.
// Strict-Transport-Security depends on the deployed APP_URL, known only at run time: server/index.mjs.

/** The headers as `{ key, value }` pairs, Next's `headers()` shape. */
export function securityHeaders({ dev }) {
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    // No other window (a page this site opened, or one that opened it) keeps a handle to ours.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
