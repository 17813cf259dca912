import { ImageOff } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { EmptyState } from '@/components/ui/empty-state';
import { toPictureData } from '@/lib/media';

export function PictureGrid({
  pictures,
  name,
  emptyTitle,
}: {
  pictures: { id: number; url: string }[];
  /** Each is 'Picture {n} of {name}'. */
  name: string;
  emptyTitle: string;
}) {
  if (pictures.length === 0) return <EmptyState icon={ImageOff} title={emptyTitle} />;
  return (
    <ul className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
      {pictures.map((picture, i) => (
        <li key={picture.id} className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
          <ResponsiveImage
            picture={toPictureData(picture.url, null, { fallbackSize: { width: 400, height: 400 } })!}
            alt={`Picture ${i + 1} of ${name}`}
            sizes="(min-width: 640px) 33vw, 50vw"
            className="absolute inset-0 size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
