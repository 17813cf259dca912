// GET /profile/{stageName}/gallery.json – a public girl's Gallery tab, fetched by her profile page when
// the tab opens hidden (decision 038, session 23): the same approved photos the page showed before.
import { galleryPhotos } from '@/features/girls/components/gallery';
import { getPublicProfileCached } from '@/features/girls/profile-queries';
import { AppError } from '@/server/http/app-error';
import { endpoint, segment } from '@/server/http/endpoint';

export const dynamic = 'force-dynamic';

export const GET = endpoint({ params: { stageName: segment } }, async ({ params: { stageName } }) => {
  const profile = await getPublicProfileCached(stageName);
  if (!profile) throw new AppError('not_found');
  return Response.json(
    { photos: galleryPhotos(profile.photos) },
    // Public and the same for everyone, as fresh as the cached page that links it.
    { headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=600' } },
  );
});
