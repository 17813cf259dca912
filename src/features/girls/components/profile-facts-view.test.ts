import { describe, expect, it } from 'vitest';
import type { PublicProfileView } from '../profile-queries';
import { profileFacts } from './profile-facts-view';

const profile = {
  age: 34,
  height: 69,
  weight: 220,
  physique: 'Athletic',
  lifts: [{ label: 'Deadlift', lbs: 225 }],
  services: [{ key: 'karate', label: 'Karate' }],
  links: [{ label: 'Twitter', url: 'https://x.com/ginaslam' }],
  travels: [
    {
      id: 3,
      city: 'Phoenix',
      state: 'AZ',
      country: 'United States',
      dateBegins: '2026-11-27',
      dateEnds: '2026-11-30',
      upcoming: true,
    },
    {
      id: 2,
      city: 'London',
      state: '',
      country: 'United Kingdom',
      dateBegins: '2026-10-29',
      dateEnds: '2026-11-03',
      upcoming: false,
    },
  ],
} as unknown as PublicProfileView;

describe('profileFacts', () => {
  it('formats the side column as the page showed it: units, state names, date ranges', () => {
    expect(profileFacts(profile, '/profile/Gina%20Slam/travels.ics')).toEqual({
      stats: [
        ['Age', '34'],
        ['Height', `5'9" (69 in / 175 cm)`],
        ['Weight', '220 lbs / 100 kg'],
        ['Physique', 'Athletic'],
        ['Deadlift', '225 lbs / 102 kg'],
      ],
      services: [{ key: 'karate', label: 'Karate' }],
      links: [{ label: 'Twitter', url: 'https://x.com/ginaslam' }],
      travels: [
        { id: 3, place: 'Phoenix, Arizona, United States', dates: '11-27-2026 - 11-30-2026', upcoming: true },
        { id: 2, place: 'London, United Kingdom', dates: '10-29-2026 - 11-03-2026', upcoming: false },
      ],
      calendarHref: '/profile/Gina%20Slam/travels.ics',
    });
  });

  it('leaves out the stats she did not give', () => {
    const bare = { ...profile, age: null, height: null, weight: null, physique: null, lifts: [] };
    expect(profileFacts(bare, null).stats).toEqual([]);
  });
});
