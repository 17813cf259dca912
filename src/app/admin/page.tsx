import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FlaggedChats } from '@/features/ai-chat/components/flagged-chats';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { UnderageProfiles } from '@/features/moderation/components/underage-profiles';
import { adminPageActor } from '@/features/accounts/page-access';
import { moderationCounts } from '@/features/moderation/queries';
import { queueSummary } from '@/features/moderation/summary';
import { listUnderageProfiles } from '@/features/moderation/underage';

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } };

/** The moderators' index: one card per area with what waits in it, then birthdays under 18 and the flagged AI chats. */
export default async function AdminPage() {
  const actor = await adminPageActor('/admin');
  if (!actor) return <ForbiddenView />;
  const [counts, chats, underage] = await Promise.all([
    moderationCounts(actor),
    listFlaggedChats(actor),
    listUnderageProfiles(actor),
  ]);
  const queue = queueSummary(counts);
  const cards = [
    { href: '/admin/moderate', title: 'Moderation queue', text: queue.text, count: queue.waiting },
    { href: '/admin/timewasters', title: 'Timewasters', text: 'Every report and comment: approve, edit or delete.' },
    { href: '/admin/audit-log', title: 'Audit log', text: 'Every moderator action, newest first.' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Admin</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle as="h2" className="flex items-center justify-between gap-2 text-base">
                  <Link href={card.href} className="underline-offset-2 hover:underline">
                    {card.title}
                  </Link>
                  {card.count ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                      {card.count}
                    </span>
                  ) : null}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{card.text}</CardContent>
            </Card>
          </li>
        ))}
        <li>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h2" className="text-base">
                Flagged AI chats
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              {counts.flaggedChats === 0 ? 'No flagged AI chats.' : `${counts.flaggedChats} waiting below.`}
            </CardContent>
          </Card>
        </li>
      </ul>
      <UnderageProfiles profiles={underage} />
      <FlaggedChats chats={chats} />
    </div>
  );
}
