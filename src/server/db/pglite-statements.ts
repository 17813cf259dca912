import 'server-only';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { messages, parse, protocol } from '@electric-sql/pglite';

// PGlite's query() sends an unnamed Parse each call: every statement parsed and planned again.
// Here a text is parsed once per connection under a name and re-bound (decision 049, session 23).

/** Texts kept parsed per connection; the app runs about two hundred distinct statements. */
export const STATEMENT_CACHE_SIZE = 400;

// Only plain reads and writes are kept; DDL, SET, savepoints and BEGIN take PGlite's own path.
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
// After DDL a kept statement may return other columns; PostgreSQL then refuses to run it.
const CHANGES_SCHEMA = /^\s*(create|alter|drop|do)\b/i;
const SCRIPT_CHANGES_SCHEMA = /\b(create|alter|drop)\b/i;
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

interface Prepared {
  name: string;
  paramTypes: number[];
  rowDescription: messages.RowDescriptionMessage | undefined;
}

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** The error PGlite's query() raises: the database's error with the statement attached. */
function withStatement(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined) {
  if (error instanceof messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** `client.query` and transactions' `query` on named statements; results, errors, locks and disk sync as PGlite's. */
export function prepareStatementsOnce(client: PGlite, capacity = STATEMENT_CACHE_SIZE): void {
  const prepared = new Map<string, Prepared>(); // in use order: the first is the least recent
  let evicted: string[] = []; // closed with the next Parse
  let counter = 0;

  const forgetAll = () => {
    for (const statement of prepared.values()) evicted.push(statement.name);
    prepared.clear();
  };

  const exchange = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `matside_${++counter}`;
    const closing = evicted.map((old) => protocol.serialize.close({ type: 'S', name: old }));
    evicted = [];
    const reply = await exchange(
      concat([
        ...closing,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      options,
    );
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(reply),
      rowDescription: reply.find((m): m is messages.RowDescriptionMessage => m.name === 'rowDescription'),
    };
    prepared.set(text, statement);
    if (prepared.size > capacity) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      evicted.push(oldest.name);
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text); // to the end: most recently used
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const reply = await exchange(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      options,
    );
    const replies = statement.rowDescription ? [statement.rowDescription, ...reply] : reply;
    return parse.parseResults(replies, client.parsers, options)[0] as Results<T>;
  }

  /** `inTransaction`: inside `client.transaction`, where PGlite does not sync to disk per statement. */
  async function namedQuery<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return client.runExclusive(async () => {
      let result: Results<T>;
      try {
        result = await run<T>(text, params, options);
      } catch (error) {
        if (!(error instanceof messages.DatabaseError && error.message === RESULT_TYPE_CHANGED)) {
          throw withStatement(error, text, params, options);
        }
        const stale = prepared.get(text);
        if (stale) {
          prepared.delete(text);
          evicted.push(stale.name);
        }
        // In a transaction the error has aborted it; outside, parse again against the new schema.
        if (inTransaction) throw withStatement(error, text, params, options);
        try {
          result = await run<T>(text, params, options);
        } catch (retryError) {
          throw withStatement(retryError, text, params, options);
        }
      }
      if (!inTransaction) await client.syncToFs();
      return result;
    });
  }

  const usesNamedPath = (text: string, options: QueryOptions | undefined) =>
    CACHEABLE.test(text) && !options?.blob && !options?.paramTypes;

  const plainQuery = client.query.bind(client) as Query;
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!usesNamedPath(text, options)) {
      try {
        return await plainQuery<T>(text, params, options);
      } finally {
        if (CHANGES_SCHEMA.test(text)) forgetAll();
      }
    }
    await client._checkReady();
    // As PGlite's query(): not inside another caller's transaction.
    return client._runExclusiveTransaction(() => namedQuery<T>(text, params, options, false));
  }) as PGlite['query'];

  const plainTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      tx.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!usesNamedPath(text, options)) {
          try {
            return await txQuery<R>(text, params, options);
          } finally {
            if (CHANGES_SCHEMA.test(text)) forgetAll();
          }
        }
        if (tx.closed) throw new Error('Transaction is closed'); // as PGlite's tx.query
        return namedQuery<R>(text, params, options, true);
      }) as Transaction['query'];
      const txExec = tx.exec.bind(tx);
      tx.exec = async (text, options) => {
        try {
          return await txExec(text, options);
        } finally {
          if (SCRIPT_CHANGES_SCHEMA.test(text)) forgetAll();
        }
      };
      return callback(tx);
    })) as PGlite['transaction'];

  const plainExec = client.exec.bind(client);
  client.exec = async (text, options) => {
    try {
      return await plainExec(text, options);
    } finally {
      if (SCRIPT_CHANGES_SCHEMA.test(text)) forgetAll();
    }
  };
}
