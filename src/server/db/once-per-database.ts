import 'server-only';
import type { Db } from './types';

// One value per database handle: getDb() may reopen the database after closeDb() (tests), and the value follows it.
export function oncePerDatabase<Value>(make: (db: Db) => Value): (db: Db) => Value {
  const byDb = new WeakMap<Db, Value>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) byDb.set(db, (value = make(db)));
    return value;
  };
}
