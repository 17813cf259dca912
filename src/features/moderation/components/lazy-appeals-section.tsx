'use client';

import dynamic from 'next/dynamic';

/**
 * Server-rendered when appeals wait; its chunks (the appeals' schema with zod, the message form and
 * its form library) load only then, not with every queue (decision 051).
 */
export const LazyAppealsSection = dynamic(() =>
  import('@/features/appeals/components/appeals-section').then((m) => m.AppealsSection),
);
