import 'server-only';
import { Faker, base, en, en_US } from '@faker-js/faker';

// Every part of the seed draws from its own faker, seeded from a fixed number and the part's
// name: the same run gives the same data, and adding rows to one part does not shift the others.
export const SEED = 20_260_101;

function hashLabel(label: string): number {
  let h = 2166136261;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRandom(label: string): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed([SEED, hashLabel(label)]);
  faker.setDefaultRefDate(seedClock());
  return faker;
}

/**
 * "Now" for the seed: midnight UTC today. Dates are relative to it so future travels stay in the
 * future, and two runs on the same day give identical rows.
 */
export function seedClock(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const DAY_MS = 86_400_000;

export function daysFromNow(days: number, hours = 0): Date {
  return new Date(seedClock().getTime() + days * DAY_MS + hours * 3_600_000);
}

/** A date `days` days around today, on a whole hour, drawn from faker. */
export function randomDay(faker: Faker, minDays: number, maxDays: number): Date {
  return daysFromNow(faker.number.int({ min: minDays, max: maxDays }), faker.number.int({ min: 8, max: 21 }));
}

/** 'YYYY-MM-DD' for date columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Picks `count` distinct items (order kept stable for the seed). */
export function pickSome<T>(faker: Faker, items: readonly T[], count: number): T[] {
  return faker.helpers.arrayElements([...items], Math.min(count, items.length));
}

/** A 10-digit US phone number as stored (digits only, first digit 2-9). */
export function phoneDigits(faker: Faker): string {
  return `${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(9)}`;
}

/** Formats 10 digits the way people type them, to show that lookups normalise them. */
export function formatPhone(digits: string, style: number): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return [`${a}-${b}-${c}`, `(${a}) ${b}-${c}`, `${a}.${b}.${c}`, digits][style % 4];
}

/** Lower-case, alphanumeric/underscore, max 15 characters (the spec's username limit). */
export function toUsername(text: string, suffix = ''): string {
  const clean = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  return `${clean.slice(0, 15 - suffix.length)}${suffix}`;
}

/** Initials for avatars: "Gina Slam" → "GS". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
