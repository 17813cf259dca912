import { AuthorAvatar } from '@/components/media/author-avatar';
import { ViewerTime } from '@/components/viewer-time';

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
      <AuthorAvatar picture={picture} />
      <span className="font-medium">{username ?? stageName ?? 'Unknown/Banned User'}</span>
      <span className="text-muted-foreground">
        <ViewerTime value={createdAt} date />
      </span>
    </div>
  );
}
