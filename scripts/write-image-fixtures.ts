// Writes the image fixtures (tests/fixtures/images/hostile.ts) to tests/fixtures/images/generated/
// for manual inspection, e.g. `exiftool tests/fixtures/images/generated/holiday.jpg`. The tests
// build the same bytes in memory; the folder is git-ignored.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allImageFixtures } from '../tests/fixtures/images/hostile';

const dir = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'images', 'generated');
await mkdir(dir, { recursive: true });
for (const [index, fixture] of (await allImageFixtures()).entries()) {
  // Several fixtures share a (lying) name: prefix an index so none overwrites another.
  const file = path.join(dir, `${String(index).padStart(2, '0')}-${fixture.name}`);
  await writeFile(file, fixture.bytes);
  console.log(`${file} (${fixture.bytes.length} bytes)`);
}
