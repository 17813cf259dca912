import { getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/** `"table"."column"`: Drizzle prints a column of the only table in FROM bare, and a subquery may mean another table's. */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}
