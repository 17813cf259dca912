// npm run keys:rotate – re-seal and re-hash every sealed contact under the newest version of
// DATA_ENCRYPTION_KEY (docs/decisions/053), in batches, while the site runs; resumable (run it
// again after a crash: it reads only the rows still below the newest version).
// The steps: add the new version to DATA_ENCRYPTION_KEY on every instance ("v1:…,v2:…") and
// restart them (new writes are sealed under v2, lookups match both), run this, then remove v1.
// Without DATA_ENCRYPTION_KEY (the demo), `npm run keys:rotate -- --new-key` first adds a new
// version to the generated key file in DATA_DIR; restart the app after it.
import { addDataKeyVersion, DataKeyring } from '@/server/data-keys';
import { openDatabase } from '@/server/db';
import { dataDir } from '@/server/env';
import { rotateContactKeys, rowsBelowNewestKey } from '@/server/key-rotation';
import { dataKeyring } from '@/server/sealed-contacts';

async function main() {
  let keyring = dataKeyring();
  if (process.argv.includes('--new-key')) {
    if (process.env.DATA_ENCRYPTION_KEY) {
      throw new Error('--new-key adds to the generated key file; with DATA_ENCRYPTION_KEY set, add the version there');
    }
    keyring = new DataKeyring(addDataKeyVersion(dataDir));
    console.log(`keys:rotate: added key version ${keyring.current} to the key file; restart the app to seal with it`);
  }
  const handle = await openDatabase();
  try {
    if (keyring.versions.length === 1) {
      console.log(
        `keys:rotate: DATA_ENCRYPTION_KEY holds one version (v${keyring.current}): add a new one first ("v${keyring.current}:…,v${keyring.current + 1}:…")`,
      );
    }
    const result = await rotateContactKeys(handle.db, { keyring, log: (line) => console.log(line) });
    const left = await rowsBelowNewestKey(handle.db, keyring);
    console.log(
      `keys:rotate: ${result.rotated} row(s) now under v${result.version}, ${result.skipped} changed meanwhile by a write, ${left} still below v${result.version}`,
    );
    if (left > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`keys:rotate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
