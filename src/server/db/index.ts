import 'server-only';

export { closeDb, getDb, openDatabase, type Db, type Tx } from './client';
export { runMigrations } from './migrate';
export * as schema from './schema';
