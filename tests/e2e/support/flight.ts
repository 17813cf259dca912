/** The RSC payload a document carries for hydration (Next's `self.__next_f` scripts), joined. */
export function flightPayload(html: string): string {
  let payload = '';
  for (const [, json] of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(json!) as [number, string?];
    if (kind === 1 && text) payload += text;
  }
  return payload;
}
