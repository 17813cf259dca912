import { Link } from '@/components/ui/link';
import { Eye, EyeOff } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { DASHBOARD_PATH, EDIT_MY_PROFILE_PATH } from '@/lib/girl-own-pages';
import { OWN_PROFILE_BANNERS, type OwnProfileAudience } from '../own-profile-audience';

const linkClass = 'underline underline-offset-2';

export function OwnProfileBanner({ audience, publicHref }: { audience: OwnProfileAudience; publicHref: string }) {
  const banner = OWN_PROFILE_BANNERS[audience];
  const listed = audience === 'everyone';
  return (
    <Container className="pt-6">
      <Alert
        severity={listed ? 'info' : 'warning'}
        icon={listed ? Eye : EyeOff}
        role="status"
        aria-label="Who can see your profile"
        title={banner.title}
        description={banner.text}
        action={
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            {listed ? (
              <Link href={publicHref} className={linkClass}>
                Public page
              </Link>
            ) : null}
            <Link href={DASHBOARD_PATH} className={linkClass}>
              Dashboard
            </Link>
            <Link href={EDIT_MY_PROFILE_PATH} className={linkClass}>
              Edit Profile
            </Link>
          </div>
        }
      />
    </Container>
  );
}
