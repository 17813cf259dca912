// Regenerates src/server/places/subdivisions.json, the states and regions of every country with
// their English names and ISO 3166-2 codes (docs/decisions/052-canonical-places.md).
//
// Two maintained sources, neither a dependency of the app (they are read once, here):
//   iso-3166 (wooorm, MIT)                      every ISO 3166-2 code, its official (local) name and parent
//   cldr-subdivisions-full (Unicode, Unicode-3.0) CLDR's English name of each code
//
//   npm install --prefix /tmp/subdivisions iso-3166@4.4.0 cldr-subdivisions-full@48.2.0
//   node scripts/generate-subdivisions.mjs /tmp/subdivisions/node_modules
//   npx prettier --write src/server/places/subdivisions.json
//
// Output: { source, countries: { "DE": [["BY", "Bavaria", 1, "Bayern"], …] } }: per country, each
// subdivision's code (without the country), its English name (the stored form), its level (1 for a
// country's first-level state or region, 2 below it) and its other names (the ISO name when it
// differs, and an inverted ISO name the right way round). First-level entries come first, each group in code order.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const modules = process.argv[2];
if (!modules) {
  console.error(
    'usage: node scripts/generate-subdivisions.mjs <node_modules with iso-3166 and cldr-subdivisions-full>',
  );
  process.exit(1);
}
const version = (name) => JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
const { iso31662 } = await import(pathToFileURL(path.join(modules, 'iso-3166', 'index.js')).href);
const cldr = (locale) =>
  JSON.parse(
    readFileSync(path.join(modules, 'cldr-subdivisions-full', 'subdivisions', locale, `${locale}.json`), 'utf8'),
  ).subdivisions.localeDisplayNames.subdivisions;
// A CLDR name may carry a footnote mark ("Île-de-France²").
const clean = (name) => name?.replace(/[\u00b2\u00b3\u00b9\u2070-\u209f]+$/u, '').trim();
// CLDR's other locales name only a handful of subdivisions: English and the ISO name it is.
const english = cldr('en');

const countries = {};
for (const { code, name, parent } of [...iso31662].sort((a, b) => a.code.localeCompare(b.code))) {
  const [country, local] = code.split('-');
  // The US keeps its two-letter codes (spec §3 "States"): src/lib/enums/us-states.ts.
  if (country === 'US') continue;
  const key = code.replace('-', '').toLowerCase();
  const englishName = clean(english[key]) ?? name;
  const level = parent === country ? 1 : 2;
  // ISO writes some names inverted ("Madrid, Comunidad de", "Bristol, City of"): people type them
  // the other way round, as the world-cities data does ("Comunidad de Madrid").
  const inverted = /^([^,]+), ([^,]+)$/.exec(name);
  const aliases = [...new Set([name, ...(inverted ? [`${inverted[2]} ${inverted[1]}`] : [])])].filter(
    (alias) => alias !== englishName,
  );
  (countries[country] ??= []).push([local, englishName, level, ...aliases]);
}
for (const list of Object.values(countries)) list.sort((a, b) => a[2] - b[2] || a[0].localeCompare(b[0]));

const out = {
  source: `iso-3166@${version('iso-3166')} (codes, ISO names) + cldr-subdivisions-full@${version('cldr-subdivisions-full')} (English names); scripts/generate-subdivisions.mjs`,
  countries,
};
const file = path.resolve('src/server/places/subdivisions.json');
writeFileSync(file, JSON.stringify(out) + '\n');
console.log(
  `${file}: ${Object.keys(countries).length} countries, ${Object.values(countries).flat().length} subdivisions`,
);
