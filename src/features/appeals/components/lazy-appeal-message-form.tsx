'use client';

import dynamic from 'next/dynamic';

/** Server-rendered where shown; its form library (zod, react-hook-form) loads only then, not with every dashboard. */
export const LazyAppealMessageForm = dynamic(() => import('./appeal-message-form').then((m) => m.AppealMessageForm));
