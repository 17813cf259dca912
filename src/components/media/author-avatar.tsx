import { UserRound } from 'lucide-react';

/** Lazy: an eager <img> here is preloaded ahead of the page's LCP image. */
export function AuthorAvatar({ picture }: { picture: string | null }) {
  if (!picture) {
    return (
      <UserRound
        aria-hidden="true"
        className="size-8 shrink-0 rounded-full bg-surface-muted p-1.5 text-muted-foreground"
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored /media picture
    <img
      src={picture}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      className="size-8 shrink-0 rounded-full object-cover"
    />
  );
}
