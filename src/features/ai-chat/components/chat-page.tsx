import { MapPin, UserRound } from 'lucide-react';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { profileHref } from '@/features/girls/profile-href';
import { formatDateRange } from '@/lib/dates';
import { formatHeightBoth, formatWeightBoth } from '@/lib/units';
import { placeOf, type ChatProfile } from '../chat-profile';
import { CHAT_WARNING } from '../safety';

/** Her summary beside the chat: what the chat knows, at a glance. */
function ProfileSummary({ profile, pictureUrl }: { profile: ChatProfile; pictureUrl: string | null }) {
  const place = placeOf(profile);
  const next = profile.travels[0];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-center gap-3">
          <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-surface-muted">
            {pictureUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- same-origin /media URL; fixed box
              <img src={pictureUrl} alt="" className="absolute inset-0 size-full object-cover" />
            ) : (
              <UserRound
                aria-hidden="true"
                className="absolute inset-0 m-auto size-8 text-muted-foreground opacity-50"
              />
            )}
          </div>
          <div className="min-w-0">
            <p className="text-lg font-semibold">
              <Link
                href={profileHref(profile.stageName)}
                prefetch={false}
                className="underline-offset-2 hover:underline"
              >
                {profile.stageName}
              </Link>
            </p>
            {place ? (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5" />
                {place}
              </p>
            ) : null}
          </div>
        </div>
        {profile.headline ? <p className="text-sm">{profile.headline}</p> : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {profile.height !== null ? (
            <div>
              <dt className="text-xs text-muted-foreground uppercase">Height</dt>
              <dd className="font-medium">{formatHeightBoth(profile.height)}</dd>
            </div>
          ) : null}
          {profile.weight !== null ? (
            <div>
              <dt className="text-xs text-muted-foreground uppercase">Weight</dt>
              <dd className="font-medium">{formatWeightBoth(profile.weight)}</dd>
            </div>
          ) : null}
          {next ? (
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground uppercase">Next travel</dt>
              <dd className="font-medium">
                {placeOf(next)} · {formatDateRange(next.dateBegins, next.dateEnds)}
              </dd>
            </div>
          ) : null}
        </dl>
        {profile.services.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Services">
            {profile.services.map((s) => (
              <li key={s}>
                <Chip>{s}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Both chat pages: the spec's warning on top, her summary beside (above, on a phone) the chat. */
export function ChatPage({
  title,
  profile,
  pictureUrl,
  children,
}: {
  title: string;
  profile: ChatProfile;
  pictureUrl: string | null;
  children: ReactNode;
}) {
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <Alert severity="warning" description={CHAT_WARNING} role="note" />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside aria-label={`About ${profile.stageName}`}>
          <ProfileSummary profile={profile} pictureUrl={pictureUrl} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  );
}
