import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { VisibilitySwitch } from '@/features/girls/components/visibility-switch';
import { VerificationPictureForm } from '@/features/vetting/components/verification-picture-form';
import type { GirlSummary } from '../types';
import { Avatar } from './avatar';

export const PENDING_APPROVAL_MESSAGE =
  'Your profile awaits approval by our moderators. It is not shown on Matside until it is approved.';
export const REJECTED_MESSAGE =
  'Your profile was not approved by our moderators. Please contact us if you think this is a mistake.';

/** Her avatar, approval state and the Show Profile switch (spec §2, §4). */
export function GirlProfileCard({ girl, username }: { girl: GirlSummary; username: string }) {
  return (
    <Card aria-label="Your profile">
      <CardContent className="flex flex-col gap-4 pt-4 sm:pt-5">
        <div className="flex items-center gap-4">
          <Avatar url={girl.avatarUrl} name={girl.stageName ?? username} />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="truncate text-lg font-semibold">{girl.stageName ?? username}</p>
            <p className="text-sm text-muted-foreground">@{username}</p>
          </div>
        </div>
        {girl.approval === 'pending' ? (
          <>
            <Alert severity="info" title="Awaiting approval" description={PENDING_APPROVAL_MESSAGE} />
            <p className="text-sm text-muted-foreground">
              Meanwhile you can edit your profile and add photos. The timewaster tool opens once a moderator has
              approved you.
            </p>
            <VerificationPictureForm girlId={girl.girlId} sentAt={girl.verificationPictureAt} />
          </>
        ) : null}
        {girl.approval === 'rejected' ? (
          <Alert severity="warning" title="Not approved" description={REJECTED_MESSAGE} />
        ) : null}
        <div className="border-t border-border pt-4">
          <VisibilitySwitch girlId={girl.girlId} initialVisible={girl.showProfile} />
        </div>
      </CardContent>
    </Card>
  );
}
