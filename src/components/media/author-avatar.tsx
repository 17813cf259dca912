import { UserRound } from 'lucide-react';

/**
 * The small round picture beside an author's name (reviews, comments), or a person icon when there
 * is none. Lazy: these lists sit below the fold, and an eager <img> here is one React preloads in
 * the page's head, ahead of the profile picture (the page's LCP image).
 */
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
