import 'server-only';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { profileHref } from '@/features/girls/profile-href';
import type { CommentThread } from '../schema';
import { commentsEnabled } from '../service';
import { CommentsSection } from './comments-section';

export function CommentsCard({
  thread,
  subjectId,
  returnTo,
  className,
}: {
  thread: CommentThread;
  subjectId: number | null;
  returnTo: string;
  className?: string;
}) {
  if (!commentsEnabled(thread)) return null;
  const headingId = `comments-${thread}`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Comments
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CommentsSection thread={thread} subjectId={subjectId} returnTo={returnTo} />
        </CardContent>
      </Card>
    </section>
  );
}

/** For /profile/{stageName}: behind hyvor-comments-on-girl-profile. */
export function GirlProfileComments({ girlId, stageName }: { girlId: number; stageName: string }) {
  return <CommentsCard thread="girl-profile" subjectId={girlId} returnTo={profileHref(stageName)} />;
}
