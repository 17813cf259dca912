// The seed's entry points: `seedDemo` (npm run db:seed) and `seedLarge` (--girls/--timewasters),
// and the demo logins and canary values that tests import.
export { seedDemo, type SeedOptions, type SeedResult } from './demo';
export { seedLarge, type LargeSeedOptions } from './large';
export * from './demo-accounts';
