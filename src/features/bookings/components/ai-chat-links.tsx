'use client';

import { Bot } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useFlag } from '@/components/flags-provider';
import { buttonVariants } from '@/components/ui/button';
import type { ProfileActionProps } from '@/features/profile-actions/props';

/**
 * Spec §2: /ai/chat/book-girl/{stageName} for signed-in men, /ai/chat/get-info/{stageName} for
 * visitors, behind the ai-chat-book-girl-button flag (features/ai-chat).
 */
export function AiChatLinks({ stageName, viewerKind }: Pick<ProfileActionProps, 'stageName' | 'viewerKind'>) {
  const enabled = useFlag('ai-chat-book-girl-button');
  if (!enabled) return null;
  const name = encodeURIComponent(stageName);
  if (viewerKind === 'guy') {
    return (
      <Link href={`/ai/chat/book-girl/${name}`} className={buttonVariants({ variant: 'ghost' })} prefetch={false}>
        <Bot aria-hidden="true" className="size-4" />
        Book with AI chat
      </Link>
    );
  }
  if (viewerKind === 'visitor') {
    return (
      <Link href={`/ai/chat/get-info/${name}`} className={buttonVariants({ variant: 'ghost' })} prefetch={false}>
        <Bot aria-hidden="true" className="size-4" />
        Ask AI about {stageName}
      </Link>
    );
  }
  return null;
}
