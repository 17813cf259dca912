import 'server-only';
import { girlLocation } from '@/features/girls/components/girl-card';
import { profileHref } from '@/features/girls/profile-href';
import type { PublicProfileView } from '@/features/girls/profile-queries';
import { absoluteUrl } from '@/server/absolute-url';
import { SITE_NAME } from './share-metadata';

// schema.org JSON-LD, built only from what the page itself shows.

type JsonLdObject = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

/** `<` is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/advanced_search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

type ProfileSource = Pick<PublicProfileView, 'stageName' | 'headline' | 'pictureUrl' | 'city' | 'state' | 'country'>;

export function profileJsonLd(profile: ProfileSource): JsonLdObject[] {
  const url = absoluteUrl(profileHref(profile.stageName));
  const location = girlLocation(profile);
  const person = {
    '@type': 'Person',
    name: profile.stageName,
    url,
    ...(profile.pictureUrl ? { image: absoluteUrl(profile.pictureUrl) } : {}),
    ...(profile.headline ? { description: profile.headline } : {}),
    ...(location
      ? {
          homeLocation: { '@type': 'Place', name: location },
        }
      : {}),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      name: `${profile.stageName} · ${SITE_NAME}`,
      mainEntity: person,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: SITE_NAME, item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Wrestlers', item: absoluteUrl('/wrestlers') },
        { '@type': 'ListItem', position: 3, name: profile.stageName, item: url },
      ],
    },
  ];
}
