'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FlagName, ResolvedFlags } from '@/lib/flags';

const FlagsContext = createContext<ResolvedFlags | null>(null);

export function FlagsProvider({ flags, children }: { flags: ResolvedFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

function useResolvedFlags(): ResolvedFlags {
  const flags = useContext(FlagsContext);
  if (!flags) {
    throw new Error('useFlags/useFlag must be used inside <FlagsProvider> (the root layout provides it)');
  }
  return flags;
}

/** The same shape as the server's `isEnabled`. */
export function useFlags(): { isEnabled: (flag: FlagName) => boolean } {
  const flags = useResolvedFlags();
  return useMemo(() => ({ isEnabled: (flag: FlagName) => flags[flag] }), [flags]);
}

export function useFlag(flag: FlagName): boolean {
  return useResolvedFlags()[flag];
}
