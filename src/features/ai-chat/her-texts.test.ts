import { describe, expect, it } from 'vitest';
import { beginnersVerdict, fromHerTexts, EXPERIENCE, proseYesNo } from './her-texts';
import { answerQuestion } from './info-answers';
import type { ChatProfile } from './chat-profile';
import { testProfile } from '../../../tests/fixtures/chat-profile';

const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const texts = (about: string, description = '') => testProfile({ headline: null, about, description });
const ask = (q: string, profile = testProfile()) => answerQuestion(q, profile, ctx).text;

describe('beginners, as her texts say it', () => {
  it('reads the clause that names them, not the whole sentence', () => {
    expect(beginnersVerdict(texts('Novices welcome, but not on Sundays.'))).toBe(true);
    expect(beginnersVerdict(texts('Pros only: I never take novices.', 'I do not take newbies.'))).toBe(false);
    expect(beginnersVerdict(texts('Experienced wrestlers only.'))).toBe(false);
    expect(beginnersVerdict(texts('Newbies welcome; holds with mats only.'))).toBe(true);
    expect(beginnersVerdict(texts('I love the mats.'))).toBeNull();
    expect(beginnersVerdict(texts('Newbies welcome.', 'Experienced guys only.'))).toBeNull();
  });
  it('answers yes or no, also after a remark before the question', () => {
    const open = texts('Tall grappler. First-timers welcome too: I start gentle.');
    const closed = texts('Experienced guys only: I do not take beginners.');
    expect(ask('total newbie, can she still wrestle me?', open)).toMatch(/^Yes\. She writes: "/);
    expect(ask('does she take newbies', closed)).toMatch(/^No\. She writes: "/);
    expect(ask('never done this, would she still book me', closed)).toMatch(/^No\./);
  });
  it('takes the words that name them for no refusal, and a clause that only names them from the next', () => {
    const beginners = (about: string) => ask('does she take beginners', texts(about));
    expect(beginners('No experience needed, teaching included.')).toMatch(/^Yes\. She writes: "No experience/);
    expect(beginners('Beginners: happy to teach.')).toMatch(/^Yes\./);
    expect(beginners('Newbies - I start slow.')).toMatch(/^Yes\./);
    expect(beginners('Novices: I can’t, sorry.')).toMatch(/^No\./);
    expect(beginners('Pros here. I never take novices.')).toMatch(/^No\./);
    expect(beginners('Great for first-timers.')).toMatch(/^Yes\./);
    for (const no of ["don't", 'dont', 'don’t', "won't", 'wont', 'can’t', 'cant', "isn't"])
      expect(beginners(`Beginners: I ${no} do them.`), no).toMatch(/^No\./);
    for (const no of ["doesn't", 'doesnt', 'doesn’t'])
      expect(beginners(`Beginners: she ${no} take them.`), no).toMatch(/^No\./);
    expect(beginners('Any level.')).toMatch(/^Yes\./);
    // Named in a sentence of its own, with nothing said of them: quoted, no verdict.
    expect(beginners('Beginners? Let us talk.')).toBe(
      'She writes: "Beginners?"\nfrom her profile: Headline, About, Description',
    );
  });
  it('reads "experienced only" as a no, without the word beginners', () => {
    const onlyPros = texts('Only experienced opponents.');
    expect(ask('does she take beginners', onlyPros)).toBe(
      'No. She writes: "Only experienced opponents."\nfrom her profile: Headline, About, Description',
    );
    expect(ask('is she ok with novices', texts('Big and strong. Experienced wrestlers only, sorry.'))).toMatch(
      /^No\. She writes: "Experienced wrestlers only, sorry\."/,
    );
  });
});

describe('experience quoted from her texts', () => {
  const p = texts('Grappler from Ohio, competitor at heart.', 'I have wrestled for 7 years. Record 3-2 as an amateur.');
  it('puts the sentence with a length of time first for "how long"', () => {
    expect(fromHerTexts(p, EXPERIENCE, 'for how many years has she done it')).toMatch(
      /^She writes: "I have wrestled for 7 years\."/,
    );
    expect(ask('how long has she been doing mma', p)).toMatch(/7 years/);
    expect(ask('tell me her fight record', p)).toMatch(/3-2/);
  });
  it('quotes a length of time written short ("10+ yrs")', () => {
    const short = texts('I have 10+ yrs on the mats.', 'Trained in judo.');
    expect(ask('for how many years has she been at it', short)).toMatch(
      /^She writes: "I have 10\+ yrs on the mats\." "Trained in judo\."/,
    );
  });
  it('quotes at most two of her sentences, once each, her headline first', () => {
    const p2 = testProfile({
      headline: 'Pro grappler',
      about: 'Former college wrestler! Wrestling since 2014? Yes.',
      description: 'Former college wrestler! Record: 12-3 in amateur bouts.',
    });
    const from = '\nfrom her profile: Headline, About, Description';
    expect(ask('what is her background', p2)).toBe(`She writes: "Pro grappler" "Former college wrestler!"${from}`);
    expect(ask('since when has she wrestled', p2)).toBe(`She writes: "Wrestling since 2014?" "Pro grappler"${from}`);
    expect(ask('what is her record', p2)).toBe(`She writes: "Record: 12-3 in amateur bouts." "Pro grappler"${from}`);
    const twice = texts('Former college wrestler.', 'Former college wrestler. Trained in judo.');
    expect(ask('what is her background', twice)).toBe(
      `She writes: "Former college wrestler." "Trained in judo."${from}`,
    );
  });
  it('finds experience in the word alone and in one year; a length of time before a sentence sharing a word', () => {
    expect(ask('what is her background', texts('Lots of experience on the mats.'))).toMatch(/^She writes: "Lots of/);
    expect(ask('what is her background', texts('Wrestling for a year now.'))).toMatch(/^She writes: "Wrestling for a/);
    const both = texts('I wrestled in college.', 'Grappling for 6 years.');
    expect(ask('how many years has she wrestled', both)).toMatch(/^She writes: "Grappling for 6 years\." "I wrestled/);
  });
  it('quotes her sentence on experience for "her experience" when she writes no length of time', () => {
    const noLength = texts('I love the mats. Former college wrestler, lots of experience.', 'Trained in judo.');
    for (const q of [
      'what is her experience',
      'how experienced is she',
      "what's her background",
      'what experience does she have',
    ])
      expect(ask(q, noLength)).toMatch(
        /^She writes: "Former college wrestler, lots of experience\." "Trained in judo\."/,
      );
    expect(ask('what is her experience', p)).toMatch(/^She writes: "I have wrestled for 7 years\."/);
    expect(ask('how many years has she trained', noLength)).toMatch(/^I don't know/);
  });
  it('answers nothing when the question wants a length of time and none is written', () => {
    expect(ask('how many years has she done submission wrestling', texts('Competitive lifter.'))).toMatch(
      /^I don't know/,
    );
    expect(ask('her age in years please', testProfile({ age: 33 }))).toMatch(/^She is 33\./);
  });
});

describe('yes/no on facts only her prose states', () => {
  const p = texts('Grappler who speaks French and Spanish.', 'Karate brown belt. Striking with pads and gloves only.');
  it('says yes with her sentence when it states every word asked', () => {
    expect(proseYesNo('does she speak spanish', p)).toEqual({
      yes: true,
      sentence: 'Grappler who speaks French and Spanish.',
    });
    expect(ask('is she a brown belt', p)).toMatch(/^Yes\. She writes: "Karate brown belt\."/);
    expect(ask('is she an actual grappler', p)).toMatch(/^Yes\./);
    expect(ask('is she a legit, real brown belt', p)).toMatch(/^Yes\. She writes: "Karate brown belt\."/);
  });
  it('never reads a "no" from what her prose leaves out, nor a "yes" from a negated sentence', () => {
    expect(proseYesNo('does she speak italian', p)).toBeNull();
    expect(ask('does she speak italian', p)).toMatch(/^I don't know/);
    expect(proseYesNo('would she speak german', texts('I do not speak German.'))).toBeNull();
    expect(proseYesNo('is she ok', p)).toBeNull();
    // One word of her prose decides only when it says something (five letters or more).
    expect(proseYesNo('is she ok', texts('Always ok with that.'))).toBeNull();
    expect(proseYesNo('is she tough', texts('Tough as nails.'))).toEqual({ yes: true, sentence: 'Tough as nails.' });
  });
  it('says no when she requires what the question leaves out', () => {
    expect(ask('can we box without gloves', p)).toMatch(/^No\. She writes: "Striking with pads and gloves only\."/);
    const always = texts('Boxing with the gloves and headgear, always.');
    expect(ask('can we spar without the headgear', always)).toMatch(/^No\. She writes: "Boxing with the gloves/);
    expect(ask('can we spar without any gloves', always)).toMatch(/^No\./);
    expect(ask('can we spar without gloves', texts('Sparring with gloves is a must.'))).toMatch(/^No\./);
    expect(proseYesNo('can we box without pads', texts('Boxing with pads sometimes.'))).toBeNull();
  });
  it('reads a word in any of its forms ("compete" finds "I competed"), and quotes that sentence first', () => {
    const judoka = texts('Judo black belt.', 'Judo black belt (shodan), I competed for 8 years, and I also train BJJ.');
    expect(ask('did she compete', judoka)).toMatch(/^Yes\. She writes: "Judo black belt \(shodan\), I competed/);
    expect(ask('does she still compete', texts('Competing since college.'))).toMatch(/^Yes\./);
    // "nationally" is not said: no yes, but her sentence about competing comes first. The trained
    // reader names the field, as in the engine (question-reader.test.ts).
    const nationally = (profile: ChatProfile) =>
      answerQuestion('did she compete nationally', profile, ctx, ['experience']).text;
    expect(nationally(judoka)).toMatch(/^She writes: "Judo black belt \(shodan\), I competed/);
    expect(nationally(texts('Wrestler. Competed nationally in judo.'))).toMatch(
      /^Yes\. She writes: "Competed nationally in judo\."/,
    );
  });
  it('keeps the catalogue the authority on services', () => {
    const mentions = testProfile({ about: 'I also do karate.', services: ['MMA'] });
    expect(ask('would she do karate', mentions)).toMatch(/^No, Karate is not among the services/);
  });
});

describe('the short spellings a guy or a girl types', () => {
  it('reads a length of time written without a space or in the singular', () => {
    const how = (about: string) =>
      fromHerTexts(texts(`I love the mats. ${about}`), EXPERIENCE, 'how long has she wrestled');
    expect(how('Trained for 6years.')).toBe('She writes: "Trained for 6years."');
    expect(how('I have 1 year of experience.')).toBe('She writes: "I have 1 year of experience."');
  });
  it('takes "year" alone in a question as asking for a length of time', () => {
    const profile = texts('I wrestled in college. Wrestling since 2014.');
    expect(fromHerTexts(profile, EXPERIENCE, 'what year did she start')).toMatch(
      /^She writes: "Wrestling since 2014\."/,
    );
  });
  it('reads "teach" alone as a welcome', () => {
    expect(beginnersVerdict(texts('Beginners: I teach.'))).toBe(true);
  });
});

describe('what else a guy or her texts may say', () => {
  it('reads a record without the word record, and a champion at the end of a sentence', () => {
    expect(ask('what is her fight record', texts('Competed in MMA, 14-12 as an amateur.'))).toMatch(/14-12/);
    expect(ask('what is her fight record', texts('Former college wrestler.'))).toMatch(/^I don't know/);
    expect(ask('what is her background', texts('Two-time state champion.'))).toMatch(/^She writes: "Two-time/);
  });
  it('reads the clause after a dash, "isnt" and "teaching" in what she writes of beginners', () => {
    expect(beginnersVerdict(texts('Newbies welcome - never on Sundays.'))).toBe(true);
    expect(beginnersVerdict(texts('Teaching newbies isnt my thing.'))).toBe(false);
    expect(beginnersVerdict(texts('Newbies: teaching them is my thing.'))).toBe(true);
  });
  it('takes fillers, one-letter words and a short first word as a guy types them', () => {
    const judoka = texts('Judo black belt.', 'I speak German and Spanish.');
    expect(proseYesNo('is she kind of tough', texts('Tough as nails.'))).toEqual({
      yes: true,
      sentence: 'Tough as nails.',
    });
    expect(proseYesNo('does she speak spanish n german', judoka)).toMatchObject({ yes: true });
    expect(proseYesNo('is she a judo black belt', judoka)).toEqual({ yes: true, sentence: 'Judo black belt.' });
  });
  it('says no to "without" only from her clause that requires it, in any case', () => {
    expect(proseYesNo('can we box without gloves', texts('Mats only. Boxing with pads sometimes.'))).toBeNull();
    expect(proseYesNo('can we spar without gloves', texts('Sparring With Gloves only.'))).toMatchObject({ yes: false });
  });
});
