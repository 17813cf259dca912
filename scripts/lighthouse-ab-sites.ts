// The two sites a Lighthouse A/B (scripts/bench-lighthouse-ab.ts) measures when both already run:
// LIGHTHOUSE_AB_URLS=`<A url>,<B url>`, e.g. a branch's build and main's, each started on its own
// seeded DATA_DIR. Unset or empty: the A/B builds and starts both sides itself.

export interface AbSites {
  A: string;
  B: string;
}

/** The two sites named by LIGHTHOUSE_AB_URLS, or null when it is unset or empty. */
export function abSites(value: string | undefined): AbSites | null {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0) return null;
  if (urls.length !== 2) throw new Error('LIGHTHOUSE_AB_URLS takes two URLs: <A url>,<B url>');
  const [A, B] = urls.map((url) => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`LIGHTHOUSE_AB_URLS: not a web address: ${url}`);
    }
    return parsed.origin;
  }) as [string, string];
  if (A === B) throw new Error('LIGHTHOUSE_AB_URLS names the same site twice');
  return { A, B };
}
