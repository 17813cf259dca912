import 'server-only';
import type { Db } from './types';

// Drizzle's SQL built once per database (`build` ends in `.prepare(name)`); named per connection on node-postgres.
export function preparedOnce<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
