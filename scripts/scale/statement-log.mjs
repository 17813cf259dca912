// Preloaded into the app's server by `npm run bench:scale` only (node --import): appends every SQL
// statement the app runs through node-postgres, with its parameters and how long it took, as one
// JSON line to SCALE_STATEMENT_LOG, so the bench can tell each page's statements and EXPLAIN
// (ANALYZE) the slowest. The app itself is unchanged: `pg` is a server-external package, so this
// patches the very module the app's pool uses.
import fs from 'node:fs';
import pg from 'pg';

const file = process.env.SCALE_STATEMENT_LOG;
if (!file) throw new Error('statement-log.cjs: SCALE_STATEMENT_LOG is not set');
const query = pg.Client.prototype.query;

pg.Client.prototype.query = function loggedQuery(config, values, callback) {
  // Cursors and prepared Query objects carry their own callbacks; nothing of ours uses them.
  if (config && typeof config.submit === 'function') return query.apply(this, arguments);
  const started = performance.now();
  const text = typeof config === 'string' ? config : config && config.text;
  const params = Array.isArray(values) ? values : config && config.values;
  const record = () => {
    const ms = performance.now() - started;
    fs.appendFileSync(file, `${JSON.stringify({ text, params: params ?? [], ms })}\n`);
  };
  if (typeof values === 'function') {
    return query.call(this, config, (error, result) => {
      record();
      values(error, result);
    });
  }
  if (typeof callback === 'function') {
    return query.call(this, config, values, (error, result) => {
      record();
      callback(error, result);
    });
  }
  const result = query.call(this, config, values);
  if (result && typeof result.then === 'function') result.then(record, record);
  return result;
};
