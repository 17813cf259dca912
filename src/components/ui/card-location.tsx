/** No hooks: server and client cards both use it. */
export function CardLocation({ location }: { location: string }) {
  if (!location) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <span aria-hidden="true" className="icon-map-pin size-3.5 shrink-0" />
      <span className="truncate">{location}</span>
    </p>
  );
}
