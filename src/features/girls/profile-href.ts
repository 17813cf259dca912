/** URL-encoded (spaces as %20), as the spec's links show it. */
export function profileHref(stageName: string): string {
  return `/profile/${encodeURIComponent(stageName)}`;
}
