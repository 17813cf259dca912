import { describe, expect, it } from 'vitest';
import type { SignedInActor } from '@/server/auth/actor-types';
import { alertOf, type AlertDetailRow } from './details';

// An alert about a booking says the booking's time as her bookings list does: in the booking's
// zone, or, for a booking older than that column, on her home city's clock (never "UTC").

const viewer = { userId: 'u1', girlId: 7, roles: ['girl'], isModerator: false } as unknown as SignedInActor;

const row = (values: Partial<AlertDetailRow>): AlertDetailRow => ({
  id: 1,
  timewaster_id: 2,
  matched_by: 'booking',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Rex',
  client_type: 'timewaster',
  city: 'Denver',
  state: 'CO',
  country: 'United States',
  anonymous: false,
  reporter_girl_id: 7,
  reporter_username: 'her',
  reporter_stage_name: null,
  date_time_available: '2026-12-04T15:00:00.000Z',
  booking_time_zone: null,
  booking_girl_city: 'Denver',
  booking_girl_state: 'CO',
  booking_girl_country: 'United States',
  guy_username: 'rex_w',
  travel_city: null,
  date_begins: null,
  date_ends: null,
  ...values,
});

describe('a booking alert', () => {
  it("shows an old booking (no stored zone) on her home city's clock", () => {
    expect(alertOf(row({}), viewer).why).toBe('He sent you a booking request as rex_w for Fri 12-04-2026 8:00 AM MST.');
  });

  it('shows a booking in its own zone when it has one', () => {
    expect(alertOf(row({ booking_time_zone: 'America/Chicago' }), viewer).why).toContain('9:00 AM CST');
  });
});
