'use client';

import { useSyncExternalStore } from 'react';
import { viewerTimeText } from '@/lib/zoned-time';

const subscribe = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A session time as the server wrote it, on the clock where the session happens, plus the
 * reader's own clock when his zone reads differently ("…, 9:00 PM your time"). The server does not
 * know his zone: it renders the session's text alone and the browser adds his clock after.
 */
export function SessionTimeText({ instant, timeZone, text }: { instant: string; timeZone: string; text: string }) {
  const viewerZone = useSyncExternalStore(subscribe, browserZone, () => null);
  const yours = viewerTimeText(instant, timeZone, viewerZone);
  return (
    <time dateTime={instant}>
      {text}
      {yours ? `, ${yours}` : ''}
    </time>
  );
}
