// The whole database schema: pass this module to drizzle() and to Better Auth's drizzleAdapter().
// drizzle-kit reads it too (drizzle.config.ts), so no schema file may import 'server-only'.
export * from './auth';
export * from './girls';
export * from './guys';
export * from './session-girls';
export * from './bookings';
export * from './social';
export * from './timewasters';
export * from './problem-girls';
export * from './scammers';
export * from './content';
export * from './moderation';
export * from './security';
export * from './ai-chat';
export * from './community';
export * from './appeals';
export * from './safety-alerts';
export * from './refused-photos';
export * from './check-ins';
export * from './data-migrations';
export * from './relations';
export type { ImageVariants } from './columns';
