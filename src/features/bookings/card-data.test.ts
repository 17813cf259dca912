import { describe, expect, it } from 'vitest';
import { toBookingCardData } from './card-data';
import { girlBookingDto } from '../../../tests/fixtures/booking';

const dto = girlBookingDto;

describe('toBookingCardData', () => {
  it('sends the list only what its cards show (a page of 25 bookings is in the RSC payload)', () => {
    const card = toBookingCardData(dto);
    expect(card).not.toHaveProperty('updatedAt');
    expect(card.transcript).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'When?' },
    ]);
    const { updatedAt: _updatedAt, transcript: _transcript, ...shown } = dto;
    expect(card).toMatchObject(shown);
  });
});
