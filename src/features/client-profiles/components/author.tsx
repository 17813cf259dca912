import { UserRound } from 'lucide-react';
import { formatDate } from '@/lib/dates';

/** The girl who wrote a review or comment: her picture, name and the date. */
export function Author({
  stageName,
  username,
  picture,
  createdAt,
}: {
  stageName: string | null;
  username: string | null;
  picture: string | null;
  createdAt: string;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored /media picture
        <img src={picture} alt="" className="size-8 rounded-full object-cover" />
      ) : (
        <UserRound aria-hidden="true" className="size-8 rounded-full bg-surface-muted p-1.5 text-muted-foreground" />
      )}
      <span className="font-medium">{username ?? stageName ?? 'Unknown/Banned User'}</span>
      <span className="text-muted-foreground">{formatDate(createdAt)}</span>
    </div>
  );
}
