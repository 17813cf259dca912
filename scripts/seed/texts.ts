import type { Faker } from '@faker-js/faker';

// Believable English snippets for the demo data (faker's lorem is Latin). Combined at random,
// they give every profile, review and report its own text.

const EPITHETS = [
  'Slam',
  'Steel',
  'Storm',
  'Blaze',
  'Fury',
  'Vixen',
  'Titan',
  'Knockout',
  'Crush',
  'Venom',
  'Valkyrie',
  'Amazon',
  'Rampage',
  'Thunder',
  'Grip',
  'Hammer',
  'Diesel',
  'Panther',
  'Viper',
  'Rocket',
  'Havoc',
  'Riot',
  'Tempest',
  'Blitz',
  'Spitfire',
  'Mayhem',
  'Cyclone',
  'Brawler',
  'Lioness',
  'Dynamo',
  'Chokehold',
  'Powerhouse',
  'Wildcat',
  'Nova',
  'Ember',
  'Jaguar',
];

export function stageNameFor(faker: Faker, taken: Set<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const first = faker.person.firstName('female');
    const name = `${first} ${faker.helpers.arrayElement(EPITHETS)}`;
    const key = name.toLowerCase();
    if (!taken.has(key) && /^[A-Za-z ]+$/.test(name)) {
      taken.add(key);
      return name;
    }
    if (attempt > 50) throw new Error('stage names exhausted');
  }
}

export const HEADLINE_LIST = [
  'Competitive grappler with a friendly smile',
  'Former college wrestler, now on the road',
  'Strong, fit and ready to test you on the mat',
  'Scissor queen and lift-and-carry specialist',
  'Jiu-jitsu purple belt who loves a real match',
  'Bodybuilder with a playful side',
  'Semi-competitive sessions for every level',
  'Boxing and kickboxing, light or full contact',
  'Athletic, tall and surprisingly strong',
  'Pro-style wrestling with a show-off streak',
];

export const ABOUT_LIST = [
  'I wrestled in high school and college and never stopped training.',
  'I train five days a week: lifting in the morning, mats in the evening.',
  'Sessions are about fun, fitness and respect. Hygiene and manners matter to me.',
  'Beginners are welcome; I adapt the intensity to you.',
  'I love competitive matches, but I am just as happy teaching holds and escapes.',
  'I travel a lot, so follow my travels to catch me in your city.',
  'Please book at least two days ahead and tell me what you are looking for.',
  'My gym has a full mat room and showers.',
  'I compete in local submission-grappling tournaments.',
  'Lift-and-carry is my favourite: I will prove how strong I am.',
  'No sessions without a booking request through the site first.',
  'I am a certified personal trainer, so in-gym training sessions are an option too.',
];

export function headlineFor(faker: Faker): string {
  return faker.helpers.arrayElement(HEADLINE_LIST);
}

export function aboutFor(faker: Faker, sentences = 3): string {
  return faker.helpers.arrayElements(ABOUT_LIST, sentences).join(' ');
}

const POSTS = [
  'New mat room is ready. Who wants to test it first?',
  'Back from a great tour. Thank you to everyone who booked!',
  'Leg day done. Squats felt strong today.',
  'Added new dates to my travel schedule, check it out.',
  'Tournament this weekend: wish me luck!',
  'Just hit a new deadlift personal best.',
  'A few openings left for next week.',
  'Trying out a new finishing hold. It works.',
  'Rest day. Stretching, sauna and a good book.',
  'Gallery updated with photos from my last shoot.',
];

export function postFor(faker: Faker): string {
  return faker.helpers.arrayElement(POSTS);
}

const GIRL_REVIEWS = [
  'Very professional and a lot of fun. She is much stronger than she looks.',
  'Great communication before the session and exactly as described.',
  'Competitive match, she tapped me out four times. Will book again.',
  'Friendly, punctual and clearly an experienced grappler.',
  'Clean venue, good mats, and she explained every hold.',
  'One of the best sessions I have had. Highly recommended.',
  'She adapted to my level and we had a great time.',
  'Amazing scissors. I was exhausted after an hour.',
];

const GUY_REVIEWS_UP = [
  'Respectful, paid on time and followed all the rules.',
  'Polite and easy to communicate with. Welcome back anytime.',
  'Good sport, showed up on time and was very clean.',
  'A gentleman. Booked through the site and everything went smoothly.',
];

const GUY_REVIEWS_DOWN = [
  'Showed up late and tried to change the session type on the spot.',
  'Pushed boundaries after I said no. Be careful.',
  'Haggled over the price at the door.',
];

export function girlReviewFor(faker: Faker): string {
  return faker.helpers.arrayElement(GIRL_REVIEWS);
}

export function guyReviewFor(faker: Faker, thumbsUp: boolean): string {
  return faker.helpers.arrayElement(thumbsUp ? GUY_REVIEWS_UP : GUY_REVIEWS_DOWN);
}

const GIRLS_ONLY = [
  'Saw him twice, no issues. Tips well.',
  'He asks a lot of questions before booking but always shows up.',
  'Heads up: he prefers semi-competitive and goes hard.',
  'Cancelled on me last minute once, otherwise fine.',
  'Very shy but respectful. Good client.',
  'Wanted a discount for a second session, I said no and he was fine with it.',
];

export function girlsOnlyCommentFor(faker: Faker): string {
  return faker.helpers.arrayElement(GIRLS_ONLY);
}

/** The last one is the 'good guy' report. */
export const REPORT_LIST = [
  'Booked a session, confirmed twice, then never showed up and blocked my number.',
  'Asked for lots of free photos and videos, never booked.',
  'Tried to negotiate the rate down after the session started.',
  'Sent inappropriate messages after I declined his requests.',
  'Claimed to be a promoter and asked for a deposit from me.',
  'Showed up drunk and was asked to leave.',
  'Keeps booking under different names and cancelling.',
  'Wanted services I do not offer and got aggressive when I said no.',
  'Paid with a reversed transfer. Watch out.',
  'Very polite and paid on time. Good guy, just adding him so others know.',
];

export const TW_COMMENT_LIST = [
  'Same guy contacted me last week with the same story.',
  'He tried this with me too, thank you for posting.',
  'Confirmed, different name but same phone number.',
  'He was fine with me, but I only saw him once.',
  'Blocked. Thanks for the warning.',
  'He used a different e-mail with me, adding it now.',
  'No-show for me as well.',
];

export function timewasterReportFor(faker: Faker, goodGuy: boolean): string {
  return goodGuy ? REPORT_LIST[REPORT_LIST.length - 1]! : faker.helpers.arrayElement(REPORT_LIST.slice(0, -1));
}

export function timewasterCommentFor(faker: Faker): string {
  return faker.helpers.arrayElement(TW_COMMENT_LIST);
}

export const SESSION_TYPES = [
  'Competitive wrestling',
  'Semi-competitive wrestling',
  'Fantasy wrestling',
  'Submission grappling',
  'Lift and carry',
  'Scissor holds',
  'Boxing',
  'Kickboxing',
  'In-gym training',
  'Armwrestling',
];

export const SESSION_LENGTHS = ['30 minutes', '1 hour', '90 minutes', '2 hours'];

export const ATTIRE = ['Singlet', 'Sports bra and shorts', 'Bikini', 'Gi', 'Gym clothes', 'Any'];
