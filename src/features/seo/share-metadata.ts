import type { Metadata } from 'next';

// Paths are relative: the root layout's metadataBase makes them absolute.

export const SITE_NAME = 'Matside';
export const SITE_DESCRIPTION =
  'Matside is the directory and safety community for women who offer wrestling and combat-sport sessions, and for the people who book them.';
export const SITE_SHARE_SUBTITLE = 'Wrestling-session directory and safety community';

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** public/share-image.jpg (scripts/make-share-image.ts): pages without an image of their own. */
export const SITE_SHARE_IMAGE: ShareImage = {
  url: '/share-image.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME} – ${SITE_SHARE_SUBTITLE}`,
};

/** Width and height included, so previews need not fetch it first. */
export function shareTags(
  {
    title,
    description,
    path,
    type = 'website',
  }: { title: string; description: string; path?: string; type?: 'website' | 'profile' },
  image: ShareImage = SITE_SHARE_IMAGE,
): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type,
      title: title === SITE_NAME ? title : `${title} · ${SITE_NAME}`,
      description,
      ...(path ? { url: path } : {}),
      siteName: SITE_NAME,
      images: [{ ...image, type: 'image/jpeg' }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

export function pageMetadata(
  page: { title: string; description: string; path: string; type?: 'website' | 'profile' },
  image?: ShareImage,
): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    ...shareTags(page, image),
  };
}
