// Writes the image fixtures (tests/fixtures/images/hostile.ts) to tests/fixtures/images/generated/
// for manual inspection, e.g. `exiftool tests/fixtures/images/generated/holiday.jpg`, with the
// video fixtures (tests/fixtures/video.ts: a real clip with a location, made by ffmpeg, and a
// box-level fake) and what processVideo makes of the real one (`ffprobe -show_format …`). The
// tests build the same bytes in memory; the folder is git-ignored.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allImageFixtures } from '../tests/fixtures/images/hostile';
import { mp4WithLocation, mp4WithMetadata } from '../tests/fixtures/video';

const dir = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'images', 'generated');
await mkdir(dir, { recursive: true });
for (const [index, fixture] of (await allImageFixtures()).entries()) {
  // Several fixtures share a (lying) name: prefix an index so none overwrites another.
  const file = path.join(dir, `${String(index).padStart(2, '0')}-${fixture.name}`);
  await writeFile(file, fixture.bytes);
  console.log(`${file} (${fixture.bytes.length} bytes)`);
}

const videos: Array<[string, Buffer]> = [
  ['clip-with-location.mp4', mp4WithMetadata()],
  ['fake-boxes.mp4', mp4WithLocation()],
];
try {
  // server-only resolves under --conditions=react-server; without it the re-encoded copy is skipped.
  const { processVideo } = await import('../src/server/images/video');
  const processed = await processVideo(mp4WithMetadata());
  videos.push(['clip-reencoded.mp4', processed.bytes], ['clip-reencoded-poster.webp', processed.poster.bytes]);
} catch (error) {
  console.log(`(re-encoded copy skipped: ${error instanceof Error ? error.message : String(error)})`);
}
for (const [name, bytes] of videos) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  console.log(`${file} (${bytes.length} bytes)`);
}
