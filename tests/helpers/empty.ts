// Stands in for `server-only` under Vitest: its real entry throws outside a React Server
// Components bundle, and tests import server modules directly.
export {};
