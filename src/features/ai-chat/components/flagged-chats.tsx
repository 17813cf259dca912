import { ShieldAlert } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { profileHref } from '@/features/girls/profile-href';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ViewerTime } from '@/components/viewer-time';
import type { FlaggedChatDto } from '../queries';

/**
 * Moderators' section of AI chats flagged for a sexual-services request: who asked, about whom,
 * and the whole transcript. Renders nothing without items (the queue shows only sections that
 * have some). Data: listFlaggedChats(actor) in features/ai-chat/queries.ts.
 */
export function FlaggedChats({ chats }: { chats: FlaggedChatDto[] }) {
  if (chats.length === 0) return null;
  return (
    <section aria-labelledby="flagged-chats-heading" className="flex flex-col gap-3">
      <h2 id="flagged-chats-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 text-warning" />
        Flagged AI chats
      </h2>
      <ul className="flex flex-col gap-3" aria-label="Flagged AI chats">
        {chats.map((chat) => (
          <li key={chat.id}>
            <Card className="border-warning">
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle className="text-base">
                  {chat.username ??
                    (chat.visitorChats && chat.visitorChats > 1
                      ? `${chat.visitorChats} flagged visitor chats (the newest below)`
                      : 'A visitor')}{' '}
                  about{' '}
                  {chat.girl.stageName && chat.girl.listed ? (
                    <Link
                      href={profileHref(chat.girl.stageName)}
                      prefetch={false}
                      className="underline-offset-2 hover:underline"
                    >
                      {chat.girl.stageName}
                    </Link>
                  ) : (
                    (chat.girl.stageName ?? `girl #${chat.girl.id}`)
                  )}
                </CardTitle>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Chip tone="warning">
                    {chat.flagReason === 'sexual-services' ? 'Sexual services request' : (chat.flagReason ?? 'Flagged')}
                  </Chip>
                  <Chip>{chat.mode === 'book' ? 'Booking chat' : 'Info chat'}</Chip>
                  <ViewerTime value={chat.flaggedAt} />
                </div>
              </CardHeader>
              <CardContent>
                <ol className="flex flex-col gap-1.5" aria-label="Transcript">
                  {chat.messages.map((m, i) => (
                    <li key={i} className="text-sm user-text whitespace-pre-line">
                      <span className="font-medium">{m.role === 'user' ? (chat.username ?? 'Visitor') : 'AI'}:</span>{' '}
                      {m.content}
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
