import { describe, expect, it } from 'vitest';
import { answerQuestion } from './info-answers';
import { isYesNoQuestion, WORN_OR_FELT } from './yes-no';
import { testProfile } from '../../../tests/fixtures/chat-profile';

// The yes/no lead of an answer, decided from her values (her other answers: info-answers.test.ts).
const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const lifts = [
  { label: 'Deadlift', lbs: 315 },
  { label: 'Squat', lbs: 225 },
  { label: 'Bench press', lbs: 135 },
  { label: 'Leg press', lbs: 500 },
];
// 5'11" (180 cm), 150 lbs (68 kg), 31, in Las Vegas.
const p = testProfile({ height: 71, weight: 150, age: 31, lifts });
const say = (q: string, profile = p) => answerQuestion(q, profile, ctx).text;

describe('her home city named in full, by its short form or with her state', () => {
  it('is a yes', () => {
    expect(say('is she from las vegas')).toMatch(/^Yes: she is based in Las Vegas, Nevada, United States\.(\n|$)/);
    expect(say('is she based in vegas')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from las vegas nevada')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from las vegas nv')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from reno nevada')).toMatch(/^No: she is based in Las Vegas/);
    const dc = testProfile({ city: 'Washington', state: 'DC' });
    expect(say('is she from washington dc', dc)).toMatch(/^Yes: she is based in Washington/);
  });
});

describe('"in" that names no place', () => {
  it('is not read as a question about her home', () => {
    for (const q of ['can i book her in march', 'does she wrestle in boots', 'can we wrestle in singlets'])
      expect(say(q), q).not.toMatch(/she is based in/);
    for (const q of ['is she in shape', 'is she in good shape', 'is she in top shape'])
      expect(say(q), q).toMatch(/^Her physique: Athletic\./);
    expect(say('is she in the mood for a rematch')).not.toMatch(/she is based in/);
  });
});

describe('a place read only when it is a place', () => {
  const unknown = "I don't know: her profile doesn't say.";
  it('what she wears or her condition after "in" is no place and no yes her fields give', () => {
    for (const q of [
      'does she wrestle in boots',
      'does she wrestle in a bikini',
      'does she wrestle in heels',
      'can we wrestle in singlets',
      'does she wrestle wearing heels',
      'can she do mma in gloves',
    ]) {
      expect(say(q), q).not.toMatch(/^Yes|she is based in/);
      expect(say(q), q).toContain(unknown);
    }
    expect(say('does she wrestle in boots')).toMatch(/^Her wrestling sessions: Competitive Wrestling/);
    expect(say('can she do mma in gloves')).toMatch(/^She offers MMA\. I don't know/);
    const both = say('can she do judo and mma in gloves');
    expect(both).toMatch(/^No, Judo is not among the services on her profile\. She offers MMA\. I don't know/);
    for (const q of ['is she in fighting form', 'is she in the mood', 'is she in pain'])
      expect(say(q), q).toMatch(/^I don't know: her profile doesn't say\./);
  });
  it('each word of what she wears or how she is, alone or in a phrase', () => {
    for (const word of WORN_OR_FELT) {
      const q = `does she wrestle in ${word}`;
      expect(say(q), q).toMatch(/^Her wrestling sessions: .* I don't know: her profile doesn't say\./);
    }
    expect(say('does she wrestle in black leather shorts')).toContain(unknown);
    expect(say('does she wrestle wearing anything')).toContain(unknown);
    expect(say("is she 5'10 in heels")).toMatch(/^She is 5'11" \(180 cm\) tall\. I don't know/);
    expect(say('her height when in heels')).toMatch(/^She is 5'11" \(180 cm\) tall\. I don't know/);
    // A place named with such a word is still a place.
    expect(say('does she wrestle in ang thong')).toMatch(/^Yes\. Her wrestling sessions/);
  });
  it('her own sentence about it still decides', () => {
    const booted = testProfile({ about: 'I wrestle in boots, always.' });
    expect(say('does she wrestle in boots', booted)).toMatch(/^Yes\. She writes: "I wrestle in boots, always\."/);
  });
  it('a place, a time, a service or a venue after "in" keeps the answer her fields give', () => {
    expect(say('can she do mma in vegas')).toMatch(/^Yes, she offers MMA\./);
    expect(say('can she do mma in the bay area')).toMatch(/^Yes, she offers MMA\./);
    expect(say('does she wrestle in march')).toMatch(/^Yes\. Her wrestling sessions/);
    expect(say('does she wrestle in the evening')).toMatch(/^Yes\. Her wrestling sessions/);
    expect(say('is she interested in mma')).toMatch(/^Yes, she offers MMA\./);
    expect(say('can she do mma in a gym')).toMatch(/^Yes, she offers MMA\./);
    const newYork = {
      city: 'New York',
      state: 'NY',
      country: 'United States',
      dateBegins: '2027-01-15',
      dateEnds: '2027-01-19',
    };
    expect(say('will she be in new york anytime', testProfile({ travels: [newYork] }))).toMatch(
      /^Yes\. She will be in New York/,
    );
  });
  it('a city, state, code, country or region after "in"', () => {
    expect(say('is she in ohio')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in nv')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she in reno nevada')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in munich')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in bavaria')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she located in germany')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in the bay area', testProfile({ city: 'Oakland', state: 'CA' }))).toMatch(/^Yes: /);
    expect(say('will she be in chicago')).toMatch(/^Yes\. She will be in Chicago/);
  });
  it('a place misspelt by one letter is that place; a word no data knows is no place', () => {
    expect(say('is she based in las vagas')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she in nevda')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('will she be in chicgo')).toMatch(/^Yes\. /);
    expect(say('will she be in denevr')).toMatch(/^Yes\. /);
    expect(say('is she in narnia')).toMatch(/^I don't know/);
  });
  it('a continent or a part of a country is a place: a yes or a no only where her home or trips say', () => {
    expect(say('is she in europe')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in the midwest')).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she in the southwest')).toMatch(/^She is based in Las Vegas/);
    expect(say('will she come to europe')).toMatch(/^No\b/);
    expect(say('will she come to the midwest')).toMatch(/^Yes\b/);
  });
});

describe('a comparison she cannot be measured by', () => {
  it('is never a yes or a no: her value missing, or no number asked', () => {
    const blank = testProfile({ age: null, height: null, weight: null, lifts: [] });
    for (const q of [
      'is she over 30',
      'is she still in her 20s',
      "is she taller than 5'10",
      'is she under 150 lbs',
      'can she deadlift 280 lbs',
    ])
      expect(say(q, blank), q).not.toMatch(/^(Yes|No)\b/);
    for (const q of ['is she taller than me', 'is she heavier than me', 'can she deadlift more than me'])
      expect(say(q), q).not.toMatch(/^(Yes|No)\b/);
  });
});

describe('a yes/no question after a remark', () => {
  it('is read to the end, also with a full stop and a space after it', () => {
    expect(say('hi, new here, is she from vegas.')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(isYesNoQuestion('new here. is she from vegas. ')).toBe(true);
    expect(isYesNoQuestion('new here, tell me where she is from.')).toBe(false);
  });
});

describe('her values compared as typed, in either unit', () => {
  it('her age by decade, and over or under a number of years', () => {
    expect(say('would she be in her 30s')).toMatch(/^Yes\. She is 31\./);
    expect(say('would she be in her 20s')).toMatch(/^No\. She is 31\./);
    expect(say('would she be in her 30s', testProfile({ age: null }))).toMatch(/^I don't know/);
    expect(say('is she over 30')).toMatch(/^Yes\./);
    expect(say('is she under 25')).toMatch(/^No\./);
  });
  it('her height in feet, metres, centimetres and inches, "or less" and "+" included', () => {
    expect(say("is she at most 5'11")).toMatch(/^Yes\. She is 5'11"/);
    expect(say("is she 5'11 or less")).toMatch(/^Yes\./);
    expect(say("is she shorter than 5'11")).toMatch(/^No\./);
    expect(say('is she 180 cm or more')).toMatch(/^Yes\./);
    expect(say('is she taller than 1.8 m')).toMatch(/^No\./);
    expect(say('is she taller than 1.7 meters')).toMatch(/^Yes\./);
    expect(say('is she taller than 70 inches')).toMatch(/^Yes\./);
    expect(say("is she 6'+")).toMatch(/^No\./);
  });
  it('her height in inches written "in", at the end or before "tall" or "or"', () => {
    expect(say('is she over 70 in')).toMatch(/^Yes\. She is 5'11"/);
    expect(say('is she under 70 in?')).toMatch(/^No\./);
    expect(say('is she 72 in or taller')).toMatch(/^No\./);
    expect(say('is she at least 71 in tall')).toMatch(/^Yes\./);
    expect(say('is she 70 in or more')).toMatch(/^Yes\./);
  });
  it('her weight in pounds or kilos, a bare number in pounds', () => {
    expect(say('is she 150+ lbs')).toMatch(/^Yes\. She weighs 150 lbs/);
    expect(say('does she weigh at most 150')).toMatch(/^Yes\./);
    expect(say('does she weigh at most 160')).toMatch(/^Yes\./);
    expect(say('is she lighter than 160')).toMatch(/^Yes\./);
    expect(say('is her weight over 140')).toMatch(/^Yes\./);
    expect(say('is she over 140 lb')).toMatch(/^Yes\./);
    expect(say('is she under 160 pound')).toMatch(/^Yes\./);
    expect(say('is she under 70 kg')).toMatch(/^Yes\./);
    expect(say('is she under 70 kilo')).toMatch(/^Yes\./);
    expect(say('is she under 160lb')).toMatch(/^Yes\./);
    expect(say('is she under 71kg')).toMatch(/^Yes\./);
    expect(say('is she under 70kilo')).toMatch(/^Yes\./);
    expect(say('is she lighter than 149 lbs')).toMatch(/^No\./);
    expect(say('does she weigh 68 kilos or more')).toMatch(/^Yes\./);
    expect(say('is she heavier than 70 kilograms')).toMatch(/^No\./);
    expect(say('is she lighter than 70.5 kg')).toMatch(/^Yes\./);
    expect(say('is she lighter than 70 kilo')).toMatch(/^Yes\./);
    expect(say('is she lighter than 70 kilogram')).toMatch(/^Yes\./);
  });
  it('"or heavier", "or shorter" take her own value; within half a unit is equal', () => {
    expect(say('is she 150 lbs or heavier')).toMatch(/^Yes\. She weighs 150 lbs/);
    expect(say("is she 5'11 or shorter")).toMatch(/^Yes\. She is 5'11"/);
    expect(say("is she at most 5'10")).toMatch(/^No\./);
    expect(say('is she at most 180 cm')).toMatch(/^Yes\./);
    expect(say('is she at least 150.4 lbs')).toMatch(/^Yes\./);
    expect(say('is she heavier than 149.5 lbs')).toMatch(/^Yes\./);
    expect(say('is she heavier than 149.6 lbs')).toMatch(/^No\./);
    expect(say('is she taller than 170cm')).toMatch(/^Yes\./);
    expect(say('is she taller than 1.75m')).toMatch(/^Yes\./);
    expect(say('is she shorter than 72in')).toMatch(/^Yes\./);
  });
  it('a centimetre with its decimal, metres without one, "exceed" in any form', () => {
    expect(say('is she taller than 175.5 cm')).toMatch(/^Yes\./);
    expect(say('is she under 2 meters')).toMatch(/^Yes\./);
    expect(say('is she under 185 centimeters')).toMatch(/^Yes\./);
    expect(say('does her weight exceed 140 lbs')).toMatch(/^Yes\. She weighs 150 lbs/);
    expect(say('is she exceeding 160 lbs')).toMatch(/^No\./);
  });
  it('each of her lifts by its name, and no verdict without a number', () => {
    expect(say('can she squat 100 kg')).toMatch(/^Yes\. Her lifts: Squat 225 lbs/);
    expect(say('can she bench 135')).toMatch(/^Yes\. Her lifts: Bench press 135 lbs/);
    expect(say('can she bench more than 135 lbs')).toMatch(/^No\./);
    expect(say('can she leg press 600 pounds')).toMatch(/^No\. Her lifts: Leg press 500 lbs/);
    expect(say('can she squat')).toMatch(/^Her lifts: Squat 225 lbs/);
    expect(say('can she legpress 450 lbs')).toMatch(/^Yes\. Her lifts: /);
    expect(say('can she deadlift 140kg')).toMatch(/^Yes\. Her lifts: Deadlift 315 lbs/);
    expect(say('can she squat 300 lbs', testProfile({ lifts: [] }))).not.toMatch(/^(Yes|No)\b/);
  });
});

describe('her home and her trips, yes or no', () => {
  it('a region by its short word: "the bay area" is NorCal', () => {
    const oakland = testProfile({ city: 'Oakland', state: 'CA' });
    expect(say('is she in the bay area', oakland)).toMatch(/^Yes: she is based in Oakland, California/);
    expect(say('is she in norcal', oakland)).toMatch(/^Yes: she is based in Oakland/);
    expect(say('is she based in socal', oakland)).toMatch(/^No: she is based in Oakland/);
  });
  it('a country by its short word, at home and abroad', () => {
    const london = testProfile({ city: 'London', state: 'England', country: 'United Kingdom', travels: [] });
    expect(say('is she from the uk', london)).toMatch(/^Yes: she is based in London, England, United Kingdom\./);
    expect(say('does she live in england', london)).toMatch(/^Yes: /);
    expect(say('is she from london england', london)).toMatch(/^Yes: /);
    expect(say('does she live in the usa', london)).toMatch(/^No: she is based in London/);
    expect(say('is she from the uk')).toMatch(/^No: she is based in Las Vegas/);
  });
  it('her home country asked while her travels are in it: her home, not the trips', () => {
    // Her two trips (Chicago, Denver) are in the United States too.
    const home = 'Yes: she is based in Las Vegas, Nevada, United States.\nfrom her profile: City, State, Country';
    expect(say('is she based in the us')).toBe(home);
    expect(say('does she live in the united states')).toBe(home);
    expect(say('is she from america')).toBe(home);
    // A trip's own city or state asked as her home: a no, and the trip there.
    expect(say('is she based in illinois')).toMatch(/^No: she is based in Las Vegas.* She will be in Chicago/);
    expect(say('will she be in the us in january')).toMatch(/^Yes: she will be in Chicago/);
  });
  it('"tournaments" is no tour', () => {
    const p2 = testProfile({ about: 'I compete in local tournaments.' });
    expect(say('does she compete in tournaments', p2)).toMatch(/^Yes\. She writes: "I compete in local tournaments\."/);
    expect(say('will she tour denver', p2)).toMatch(/^Yes\. She will be in Denver/);
  });
  it('a trip by any travel word; none listed is a no, a place she does not list is a no', () => {
    expect(say('will she swing by denver')).toMatch(/^Yes\. She will be in Denver/);
    expect(say('is she heading to chicago')).toMatch(/^Yes\. She will be in Chicago/);
    expect(say('will she stop in denver')).toMatch(/^Yes\. She will be in Denver/);
    expect(say('will she be touring nyc anytime soon')).toMatch(/^No, not as far as her travels say\./);
    expect(say('will she be in vegas')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she coming to las vegas')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('will she be in reno')).toMatch(/^No, not as far as her travels say\./);
    const noCity = testProfile({ city: null });
    expect(say('will she be in nevada', noCity)).toMatch(/^Yes: she is based in Nevada/);
    expect(say('is she based in nevada', noCity)).toMatch(/^Yes: she is based in Nevada/);
    expect(say('is she traveling anywhere', testProfile({ travels: [] }))).toMatch(
      /^No: Her profile lists no upcoming/,
    );
    expect(say('is she traveling anywhere')).toMatch(/^Her next travel: Chicago/);
  });
  it('her physique by its common word, nothing without one', () => {
    expect(say('would she be athletic')).toMatch(/^Yes, her physique is Athletic\./);
    expect(say('would she be curvy')).toMatch(/^No\. Her profile gives her physique as Athletic\./);
    expect(say('is she ripped', testProfile({ physique: 'Bodybuilder' }))).toMatch(
      /^Yes, her physique is Bodybuilder\./,
    );
    expect(say('would she be curvy', testProfile({ physique: null }))).toMatch(/^I don't know/);
  });
});

describe('every word people use for a trip, her home and a region', () => {
  it('a trip to a place she lists, by each travel word; a place she does not list is a no', () => {
    for (const q of [
      'is she coming to denver',
      'will she come to denver',
      'is she going to denver',
      'will she go to denver',
      'will she travel to denver',
      'will she visit denver',
      'will she tour denver',
      'is she heading to denver',
      'is there a trip to denver',
      'will she swing through denver',
      'will she hit denver',
      'will she be in denver',
      'will she stop over in denver',
      'is she traveling to denver',
      'is she visiting denver',
    ])
      expect(say(q), q).toMatch(/^Yes\. She will be in Denver/);
    for (const q of [
      'will she hit reno',
      'will she visit reno',
      'is she touring boise idaho soon',
      'will she visit salt lake city',
    ])
      expect(say(q), q).toMatch(/^No, not as far as her travels say\./);
    // A long phrase names no place: neither yes nor no.
    expect(say('will she travel to a city she has never been to')).toMatch(/^Her next travel: Chicago/);
  });
  it('her home by each home word; a long phrase is no place', () => {
    for (const q of [
      'is she based in reno',
      'is she located in reno',
      'does she live in reno',
      'is it true she lives in reno',
      'is she living in reno',
      'is she from reno',
      'is her home in reno',
      'is she in reno',
      'are you in reno',
    ])
      expect(say(q), q).toMatch(/^No: she is based in Las Vegas, Nevada, United States\./);
    expect(say('is she from a small town up by the lake')).toMatch(/^She is based in Las Vegas/);
    expect(say('is she from salt lake city')).toMatch(/^No: she is based in Las Vegas/);
    // Her beginners verdict answers only a beginners question, not another one quoted from her texts.
    const welcoming = testProfile({ about: 'Beginners welcome. I competed for 8 years.' });
    expect(answerQuestion('did she compete nationally', welcoming, ctx, ['experience']).text).toMatch(/^She writes: /);
    // A home word without a place: her home, no yes or no.
    expect(say('does she live alone')).toMatch(/^She is based in Las Vegas/);
  });
  it('a country by each of its words', () => {
    const us = 'Yes: she is based in Las Vegas';
    const vegas = testProfile({ travels: [] });
    for (const word of ['us', 'usa', 'u s a', 'u s', 'the states', 'states', 'america', 'united states'])
      expect(say(`is she from the ${word}`.replace('the the', 'the'), vegas), word).toMatch(new RegExp(`^${us}`));
    const london = testProfile({ city: 'London', state: null, country: 'United Kingdom', travels: [] });
    for (const word of ['uk', 'u k', 'england', 'britain', 'great britain', 'united kingdom'])
      expect(say(`is she from ${word}`, london), word).toMatch(/^Yes: she is based in London/);
  });
  it('a region by its word and every city in it; a city of the other region is a no, another city undecided', () => {
    const socal = ['los angeles', 'san diego', 'long beach', 'anaheim', 'irvine', 'santa ana', 'riverside'];
    socal.push('san bernardino', 'pasadena', 'burbank', 'glendale', 'santa monica', 'palm springs');
    socal.push('santa barbara', 'oxnard', 'torrance');
    const norcal = ['san francisco', 'oakland', 'san jose', 'sacramento', 'berkeley', 'fremont', 'santa rosa'];
    norcal.push('palo alto');
    const inCity = (city: string) => testProfile({ city, state: 'CA', travels: [] });
    for (const city of socal) {
      expect(say('is she based in socal', inCity(city)), city).toMatch(/^Yes: /);
      expect(say('is she in norcal', inCity(city)), city).toMatch(/^No: /);
    }
    for (const city of norcal) {
      expect(say('is she in northern california', inCity(city)), city).toMatch(/^Yes: /);
      expect(say('is she based in southern california', inCity(city)), city).toMatch(/^No: /);
    }
    expect(say('is she in so cal', inCity('Irvine'))).toMatch(/^Yes: /);
    expect(say('is she in nor cal', inCity('Fremont'))).toMatch(/^Yes: /);
    expect(say('is she based in socal', inCity('Fresno'))).toMatch(/^She is based in Fresno, California/);
    expect(say('is she based in socal', testProfile({ travels: [] }))).toMatch(/^No: she is based in Las Vegas/);
  });
});
