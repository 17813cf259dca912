import { TriangleAlert } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import type { UnderageProfileDto } from '../underage';

/**
 * The moderators' list of profiles whose birthday says they are under 18, each with a link to
 * where it is edited. Renders nothing when there are none. Data: listUnderageProfiles(actor).
 */
export function UnderageProfiles({ profiles }: { profiles: UnderageProfileDto[] }) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="underage-heading" className="flex flex-col gap-3">
      <h2 id="underage-heading" className="flex items-center gap-2 text-xl font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-warning" />
        Birthdays under 18
      </h2>
      <Card className="border-warning">
        <CardHeader>
          <CardDescription>
            Matside is for persons 18 or older. These profiles were saved with a birthday under 18: correct the birthday
            or remove the profile.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2" aria-label="Birthdays under 18">
            {profiles.map((profile) => (
              <li key={`${profile.kind}-${profile.id}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Link href={profile.href} prefetch={false} className="font-medium break-all underline">
                  {profile.label}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {profile.kind === 'girl' ? 'Girl' : 'Guy'} · born {formatDate(profile.birthday)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
