// npm run make:share-image – writes public/share-image.jpg, the site-wide 1200×630 link preview
// (pages without one of their own). Committed; run again after changing the card's layout.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderShareCard } from '../src/server/images/share-card';
import { SITE_SHARE_SUBTITLE } from '../src/features/seo/share-metadata';

const out = path.join(import.meta.dirname, '..', 'public', 'share-image.jpg');
writeFileSync(out, await renderShareCard({ title: 'Matside', subtitle: SITE_SHARE_SUBTITLE }));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
