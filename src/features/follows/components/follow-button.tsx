'use client';

import { Heart, HeartOff, UserPlus } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { FOLLOW_LABELS } from '../labels';
import { loginHref } from '@/features/accounts/login-href';
import type { ProfileActionProps } from '@/features/profile-actions/props';

export interface FollowButtonProps extends ProfileActionProps {
  initialFollowing?: boolean;
  className?: string;
}

/** Spec §4 "Follow button"; only guys follow. */
export function FollowButton({
  girlId,
  stageName,
  viewerKind,
  initialFollowing = false,
  className,
}: FollowButtonProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [following, setFollowing] = useState(initialFollowing);
  const [processing, setProcessing] = useState(false);
  const [hover, setHover] = useState(false);

  if (viewerKind === 'girl' || viewerKind === 'moderator') return null;

  async function toggle() {
    if (viewerKind === 'visitor') {
      router.push(loginHref(pathname));
      return;
    }
    setProcessing(true);
    try {
      await apiJson('/follow', { method: following ? 'DELETE' : 'POST', body: { follow: { girl_id: girlId } } });
      setFollowing(!following);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setProcessing(false);
    }
  }

  const label = processing
    ? FOLLOW_LABELS.processing
    : following
      ? hover
        ? FOLLOW_LABELS.unfollow
        : FOLLOW_LABELS.following
      : FOLLOW_LABELS.follow;
  const Icon = following ? (hover ? HeartOff : Heart) : UserPlus;

  return (
    <Button
      type="button"
      variant={following ? 'secondary' : 'primary'}
      className={className}
      aria-pressed={following}
      aria-label={processing ? undefined : `${label} ${stageName}`}
      disabled={processing}
      onClick={() => void toggle()}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
    >
      {processing ? null : (
        <Icon aria-hidden="true" className={following && !hover ? 'size-4 fill-current' : 'size-4'} />
      )}
      {label}
    </Button>
  );
}
