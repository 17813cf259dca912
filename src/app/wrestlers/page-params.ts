/** Only page numbers as our links write them; anything else is a 404, so cacheable paths stay bounded. */
export function pageFromSegment(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
