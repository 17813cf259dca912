import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FlaggedChats } from '@/features/ai-chat/components/flagged-chats';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } };

/** The moderators' area: what exists so far, and the flagged AI chats waiting for a look. */
export default async function AdminPage() {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect('/login?next=/admin');
  if (!can(actor, 'admin:access')) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <ForbiddenView />
      </div>
    );
  }
  const chats = await listFlaggedChats(actor);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Admin</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <Link href="/admin/timewasters" className="underline-offset-2 hover:underline">
                Timewasters
              </Link>
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            Every report and comment, approve, edit or delete.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Flagged AI chats</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {chats.length === 0 ? 'No flagged AI chats.' : `${chats.length} waiting below.`}
          </CardContent>
        </Card>
      </div>
      <FlaggedChats chats={chats} />
    </div>
  );
}
