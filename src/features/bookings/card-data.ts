import type { GirlBookingDto, GuyBookingDto } from './queries';

/**
 * What a booking's card shows: its DTO (the API's) without `updatedAt` and the transcript's
 * timestamps. Only this crosses to the browser as the list's props.
 */
export type BookingCardData<Dto extends GirlBookingDto | GuyBookingDto> = Omit<Dto, 'updatedAt' | 'transcript'> & {
  transcript: { role: 'user' | 'assistant'; content: string }[];
};

export function toBookingCardData<Dto extends GirlBookingDto | GuyBookingDto>({
  updatedAt: _updatedAt,
  transcript,
  ...shown
}: Dto): BookingCardData<Dto> {
  return { ...shown, transcript: transcript.map(({ role, content }) => ({ role, content })) };
}

export type GirlBookingCardData = BookingCardData<GirlBookingDto>;
export type GuyBookingCardData = BookingCardData<GuyBookingDto>;
