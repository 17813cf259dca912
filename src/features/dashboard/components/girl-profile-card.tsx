import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { VisibilitySwitch } from '@/features/girls/components/visibility-switch';
import { EDIT_MY_PROFILE_PATH, GIRL_SETTINGS_PATH } from '@/lib/girl-own-pages';
import type { GirlSummary } from '../types';
import { ViewerTime } from '@/components/viewer-time';
import type { AppealableDecision } from '@/features/appeals/dto';
import { LazyAppealMessageForm as AppealMessageForm } from '@/features/appeals/components/lazy-appeal-message-form';
import { APPEAL_TEXTS } from '@/features/appeals/schema';
import { Avatar } from './avatar';
import { LazyVerificationPictureForm as VerificationPictureForm } from './lazy-verification-picture-form';
import { ResubmitProfileButton } from './resubmit-profile-button';

export const PENDING_APPROVAL_MESSAGE =
  'Your profile awaits approval by our moderators. It is not shown on Matside until it is approved.';
export const REJECTED_MESSAGE = 'Our moderators could not approve your profile, so nobody else can see it.';

/** Decision 028: the reason once, then resubmit; appeal and deletion beside it. */
function RejectedProfile({ girl, appeal }: { girl: GirlSummary; appeal: AppealableDecision | null }) {
  return (
    <section aria-label="Not approved" className="flex flex-col gap-3">
      <Alert severity="warning" title="Not approved" description={REJECTED_MESSAGE}>
        {girl.rejectionReason ? (
          <p className="mt-2">
            <span className="font-semibold">The reason: </span>
            <span className="whitespace-pre-line user-text">{girl.rejectionReason}</span>
          </p>
        ) : null}
      </Alert>
      <p className="text-sm text-muted-foreground">
        Fix what the moderators asked in{' '}
        <Link href={EDIT_MY_PROFILE_PATH} className="text-accent-strong underline underline-offset-2">
          Edit Profile
        </Link>
        , then send it back to them. Or delete your account in{' '}
        <Link href={GIRL_SETTINGS_PATH} className="text-accent-strong underline underline-offset-2">
          Settings
        </Link>
        .
      </p>
      <div>
        <ResubmitProfileButton girlId={girl.girlId} />
      </div>
      {appeal ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-accent-strong underline underline-offset-2">
            Think the decision is wrong? Appeal it instead
          </summary>
          <div className="mt-3 flex flex-col gap-2">
            <p className="text-muted-foreground">
              You can appeal once, until <ViewerTime value={appeal.appealUntil} />. Another moderator will look at it.
            </p>
            <AppealMessageForm
              target={{ noticeId: appeal.noticeId }}
              label="Why should a moderator look again?"
              submitLabel="Send appeal"
              successText={APPEAL_TEXTS.opened}
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** Her avatar, approval state and the Show Profile switch (spec §2, §4). */
export function GirlProfileCard({
  girl,
  username,
  appeal = null,
}: {
  girl: GirlSummary;
  username: string;
  appeal?: AppealableDecision | null;
}) {
  return (
    <Card role="region" aria-label="Your profile">
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
        {girl.approval === 'rejected' ? <RejectedProfile girl={girl} appeal={appeal} /> : null}
        <div className="border-t border-border pt-4">
          <VisibilitySwitch
            girlId={girl.girlId}
            initialVisible={girl.showProfile}
            approved={girl.approval === 'approved'}
          />
        </div>
      </CardContent>
    </Card>
  );
}
