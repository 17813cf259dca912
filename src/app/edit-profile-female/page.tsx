import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import { profileHref } from '@/features/girls/profile-href';
import { EditProfileForm } from '@/features/girls/components/edit-profile-form';
import { PhotoManager } from '@/features/girls/components/photo-manager';
import { ProfilePictureEditor } from '@/features/girls/components/profile-picture-editor';
import { toEditValues } from '@/features/girls/edit-values';
import { listPhotos } from '@/features/girls/photos-service';
import { isPublicGirl } from '@/features/girls/queries';
import { getEditableGirl } from '@/features/girls/service';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { isAppError } from '@/server/http/app-error';
import { parseRecordId } from '@/lib/route-params';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } };

// /edit-profile-female: the signed-in girl's own profile; a moderator edits any girl with ?girlId={id}.
export default async function EditProfileFemalePage({ searchParams }: { searchParams: Promise<{ girlId?: string }> }) {
  const { girlId: requestedId } = await searchParams;
  const actor = await signedInPageActor(
    requestedId ? `/edit-profile-female?girlId=${encodeURIComponent(requestedId)}` : '/edit-profile-female',
  );
  const requested = parseRecordId(requestedId);
  const girlId = can(actor, 'girl-profile:write:any') && requested !== null ? requested : actor.girlId;

  let girl;
  try {
    if (!girlId) throw new Error('no girl profile');
    girl = await getEditableGirl(actor, girlId);
  } catch (error) {
    if (isAppError(error) && error.status >= 500) throw error;
    return (
      <Container className="py-10">
        <ForbiddenView />
      </Container>
    );
  }
  const ownProfile = girl.id === actor.girlId;
  const [photos, showsPublicLink] = await Promise.all([
    listPhotos(actor, girl.id),
    ownProfile ? true : isPublicGirl(girl.id),
  ]);

  return (
    <Container className="flex max-w-4xl flex-col gap-8 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Edit Profile</h1>
        {/* Her own view; a moderator editing another girl gets her public page when she has one (/admin has the rest). */}
        {showsPublicLink ? (
          <Link
            href={ownProfile ? MY_PROFILE_PATH : profileHref(girl.stageName!)}
            className="text-sm text-accent-strong underline-offset-2 hover:underline"
          >
            {ownProfile ? 'View My Profile' : 'View Profile'}
          </Link>
        ) : null}
      </div>
      <section aria-label="Profile picture" className="flex flex-col gap-3">
        <ProfilePictureEditor girlId={girl.id} currentUrl={girl.profilePicUrl} pendingUrl={girl.pendingProfilePicUrl} />
      </section>
      <EditProfileForm
        girlId={girl.id}
        initial={toEditValues(girl)}
        isModerator={can(actor, 'girl-profile:write:any')}
      />
      <section aria-labelledby="photos-heading" className="flex flex-col gap-3">
        <h2 id="photos-heading" className="text-lg font-semibold">
          Photos
        </h2>
        <PhotoManager girlId={girl.id} initialPhotos={photos} />
      </section>
    </Container>
  );
}
