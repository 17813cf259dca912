import type { RefusedPicture } from '../dto';

/** A refused photo kept for its appeal (decision 039), served by its authorised route. */
export function RefusedPictureView({ picture, alt }: { picture: RefusedPicture; alt: string }) {
  return picture.type === 'video' ? (
    <video src={picture.url} controls preload="metadata" className="size-32 rounded-md object-cover" />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a private upload served by an authorised route
    <img src={picture.url} alt={alt} className="size-32 rounded-md object-cover" />
  );
}
