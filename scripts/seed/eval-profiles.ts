import { BODY_TYPES } from '@/lib/enums/body-types';
import { SERVICES } from '@/lib/enums/services';
import { getDb } from '@/server/db';
import { girls, travels, type NewGirl } from '@/server/db/schema';

// The AI chat's evaluation profiles (npm run bench:chat, tests/integration/ai-chat-eval.test.ts):
// 26 public girls written from fixed tables, so every question and expected answer can be derived
// from the data. Some fields are left empty on purpose (the chat must then say it does not know).
// Separate from the demo seed: seeding these changes no demo account. Travels are in the year
// after the run's year, on days 3–9 of their month (days 20–28 are always free).

export interface EvalTravel {
  city: string;
  state: string;
  country: string;
  /** yyyy-MM-dd */
  dateBegins: string;
  dateEnds: string;
}

export interface EvalProfile {
  key: string;
  stageName: string;
  city: string;
  state: string;
  country: string;
  height: number | null;
  weight: number | null;
  physique: string | null;
  age: number | null;
  headline: string | null;
  deadlift: number | null;
  instagram: string | null;
  /** Catalogue labels she offers. */
  services: string[];
  travels: EvalTravel[];
}

const NAMES = [
  'Aria Clamp', 'Bella Hook', 'Cora Sprawl', 'Dana Bridge', 'Elle Pin', 'Fay Guard', 'Gina Mount', 'Hana Sweep',
  'Iris Crank', 'Jade Lock', 'Kara Throw', 'Lena Choke', 'Mia Scramble', 'Nora Clinch', 'Opal Hold', 'Pia Takedown',
  'Quinn Reversal', 'Rhea Suplex', 'Sage Armbar', 'Tia Kimura', 'Uma Triangle', 'Vida Headlock', 'Wren Cradle',
  'Xena Nelson', 'Yara Bodylock', 'Zoe Halfguard',
]; // prettier-ignore

const HOMES: [string, string, string][] = [
  ['Las Vegas', 'NV', 'United States'], ['Austin', 'TX', 'United States'], ['Philadelphia', 'PA', 'United States'],
  ['London', 'England', 'United Kingdom'], ['Seattle', 'WA', 'United States'], ['Miami', 'FL', 'United States'],
  ['Denver', 'CO', 'United States'], ['Boston', 'MA', 'United States'], ['Toronto', 'Ontario', 'Canada'],
  ['Sydney', 'New South Wales', 'Australia'], ['Phoenix', 'AZ', 'United States'], ['Atlanta', 'GA', 'United States'],
  ['Portland', 'OR', 'United States'], ['Nashville', 'TN', 'United States'], ['San Diego', 'CA', 'United States'],
  ['Dallas', 'TX', 'United States'], ['Minneapolis', 'MN', 'United States'], ['Berlin', 'Berlin', 'Germany'],
  ['Houston', 'TX', 'United States'], ['Tampa', 'FL', 'United States'], ['Salt Lake City', 'UT', 'United States'],
  ['Detroit', 'MI', 'United States'], ['Orlando', 'FL', 'United States'], ['Charlotte', 'NC', 'United States'],
  ['Columbus', 'OH', 'United States'], ['Dublin', 'Leinster', 'Ireland'],
]; // prettier-ignore

const TRIPS: [string, string, string][] = [
  ['Chicago', 'IL', 'United States'], ['Rome', 'Lazio', 'Italy'], ['New York', 'NY', 'United States'],
  ['Los Angeles', 'CA', 'United States'], ['Philadelphia', 'PA', 'United States'], ['Paris', 'Ile-de-France', 'France'],
  ['San Francisco', 'CA', 'United States'], ['Las Vegas', 'NV', 'United States'],
]; // prettier-ignore

const HEADLINES = ['Grappler and lifter', 'Strong, fast and friendly', 'Former college wrestler', null];

const pad = (n: number) => String(n).padStart(2, '0');

/** The evaluation profiles, for a run in `year` (their travels are in year + 1). */
export function evalProfiles(year: number): EvalProfile[] {
  const y1 = year + 1;
  return NAMES.map((name, i) => {
    const [city, state, country] = HOMES[i]!;
    const offered = SERVICES.filter((_, k) => (k * 7 + i * 5) % 9 < 3).map((s) => s.label as string);
    const tripA = TRIPS[i % TRIPS.length]!;
    const tripB = TRIPS[(i + 3) % TRIPS.length]!;
    const trips = [
      [tripA, (i % 6) + 1],
      [tripB, (i % 5) + 7],
    ] as const;
    return {
      key: `eval_${i}`,
      stageName: `Eval ${name}`,
      city,
      state,
      country,
      height: i % 6 === 5 ? null : 60 + ((i * 3) % 14),
      weight: i % 8 === 7 ? null : 115 + ((i * 7) % 70),
      physique: i % 7 === 6 ? null : BODY_TYPES[i % BODY_TYPES.length]!,
      age: i % 9 === 8 ? null : 22 + (i % 15),
      headline: HEADLINES[i % HEADLINES.length]!,
      deadlift: i % 3 === 2 ? null : 200 + i * 5,
      instagram: i % 2 === 0 ? `https://instagram.com/eval_${i}` : null,
      services: offered,
      travels: trips
        .filter(([trip]) => trip[0] !== city)
        .map(([[tCity, tState, tCountry], month]) => ({
          city: tCity,
          state: tState,
          country: tCountry,
          dateBegins: `${y1}-${pad(month)}-03`,
          dateEnds: `${y1}-${pad(month)}-09`,
        })),
    };
  });
}

/** A birthday that makes her `age` today (mid-year, so the age holds for months around the run). */
function birthdayFor(age: number, now: Date): string {
  const born = new Date(Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return born.toISOString().slice(0, 10);
}

/** Inserts the evaluation profiles as public girls, with their travels. */
export async function seedEvalProfiles(profiles: EvalProfile[], now = new Date()): Promise<void> {
  const db = await getDb();
  for (const p of profiles) {
    const serviceColumns = Object.fromEntries(
      SERVICES.filter((s) => p.services.includes(s.label)).map((s) => [s.camel, true]),
    );
    const [row] = await db
      .insert(girls)
      .values({
        name: `Real ${p.stageName}`,
        username: p.key,
        stageName: p.stageName,
        matsideGirl: true,
        profileApproved: true,
        adminShowProfile: true,
        girlShowProfile: true,
        city: p.city,
        state: p.state,
        country: p.country,
        height: p.height,
        weight: p.weight,
        physique: p.physique,
        birthday: p.age === null ? null : birthdayFor(p.age, now),
        headline: p.headline,
        deadlift: p.deadlift,
        instagram: p.instagram,
        ...serviceColumns,
      } as NewGirl)
      .returning({ id: girls.id });
    for (const t of p.travels) await db.insert(travels).values({ girlId: row!.id, ...t });
  }
}
