'use client';

import dynamic from 'next/dynamic';

/** Server-rendered while she awaits approval; the photo field and its cropper load only then. */
export const LazyVerificationPictureForm = dynamic(() =>
  import('@/features/vetting/components/verification-picture-form').then((m) => m.VerificationPictureForm),
);
