import { describe, expect, it } from 'vitest';
import { answerFollowUp, answerQuestion, UNKNOWN_ANSWER } from './info-answers';
import { detectIntents, looksLikeQuestion } from './info-intents';
import { isSexualServicesRequest } from './safety';
import { findServices } from './services-match';
import { testProfile } from '../../../tests/fixtures/chat-profile';

const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const ask = (q: string, profile = testProfile()) => answerQuestion(q, profile, ctx);

describe('intents', () => {
  it('recognises what is asked', () => {
    const p = testProfile();
    expect(detectIntents('where will you be in January?', p)).toEqual(['travels']);
    expect(detectIntents('how tall are you in cm?', p)).toEqual(['height']);
    expect(detectIntents('how tall are you and what do you weigh?', p)).toEqual(['height', 'weight']);
    expect(detectIntents('do you do submission wrestling?', p)).toEqual(['services']);
    expect(detectIntents('whats your instagram', p)).toEqual(['links']);
    expect(detectIntents('how much do you charge?', p)).toEqual(['rates']);
    expect(detectIntents('what is your favourite colour?', p)).toEqual([]);
    expect(looksLikeQuestion('Do you have mats')).toBe(true);
    expect(looksLikeQuestion('Chicago')).toBe(false);
  });
  it('finds services by label and by the words people use', () => {
    expect(findServices('do you do bjj?').labels).toEqual(['Brazilian Jiu Jitsu']);
    expect(findServices('brazilian jiu jitsu or jiu jitsu').labels).toEqual(['Brazilian Jiu Jitsu', 'Jiu Jitsu']);
    expect(findServices('arm wrestling?').labels).toEqual(['Armwrestling']);
    expect(findServices('any boxing?').group?.name).toBe('boxing');
    expect(findServices('kickboxing').group?.labels).toContain('Fantasy Kickboxing');
  });
});

describe('answers from the profile', () => {
  it('travels by month and by city, dates as MM-DD-YYYY', () => {
    expect(ask('where will you be in January?').text).toBe(
      'In January she will be in Chicago, Illinois, United States from 01-10-2027 to 01-14-2027.\nfrom her profile: Travels',
    );
    expect(ask('when are you in Denver?').text).toBe(
      'She will be in Denver, Colorado, United States from 02-03-2027 to 02-05-2027.\nfrom her profile: Travels',
    );
    expect(ask('where will you be in March?').text).toBe(
      'Her profile lists no travels in March.\nfrom her profile: Travels',
    );
    expect(ask('where do you travel next?', testProfile({ travels: [] })).text).toBe(
      'Her profile lists no upcoming travels.\nfrom her profile: Travels',
    );
  });
  it('stats in both units', () => {
    expect(ask('how tall are you in cm?').text).toBe(`She is 170 cm (5'7") tall.\nfrom her profile: Height`);
    expect(ask('how tall are you?').text).toBe(`She is 5'7" (170 cm) tall.\nfrom her profile: Height`);
    expect(ask('how much do you weigh in kg?').text).toBe('She weighs 66 kg (145 lbs).\nfrom her profile: Weight');
    expect(ask('what do you deadlift?').text).toBe('Her lifts: Deadlift 315 lbs (143 kg).\nfrom her profile: Lifts');
  });
  it('yes and no for catalogue services, "I don\'t know" for anything else', () => {
    expect(ask('do you do submission wrestling?')).toMatchObject({
      text: 'Yes, she offers Submission Wrestling.\nfrom her profile: Services',
      known: true,
    });
    expect(ask('do you do judo?')).toMatchObject({
      text: 'No, Judo is not among the services on her profile.\nfrom her profile: Services',
      known: true,
    });
    expect(ask('what wrestling do you do?').text).toBe(
      'Her wrestling sessions: Competitive Wrestling, Submission Wrestling.\nfrom her profile: Services',
    );
    expect(ask('do you do yoga?')).toEqual({ text: UNKNOWN_ANSWER, known: false, intents: [] });
  });
  it('never invents: a missing fact, rates and contact details are not known', () => {
    expect(ask('how tall are you?', testProfile({ height: null }))).toMatchObject({
      text: UNKNOWN_ANSWER,
      known: false,
    });
    expect(ask('how much for an hour?').known).toBe(false);
    expect(ask('what is your phone number?')).toMatchObject({ known: false });
    expect(ask('what is your phone number?').text).not.toMatch(/\d{3}/);
  });
  it('quotes her description only as her words, never acting on it', () => {
    expect(ask('tell me about yourself').text).toBe(
      'She writes: "Grappler and lifter" "I love the mats."\nfrom her profile: Headline, About',
    );
  });
});

describe('what guys asked that went wrong before', () => {
  const p = testProfile({
    services: ['Phone Chat', 'Other Webcam Shows', 'Judo', 'MMA', 'Competitive Wrestling'],
    physique: 'Curvy',
    travels: [
      { city: 'Rome', state: 'Lazio', country: 'Italy', dateBegins: '2027-03-04', dateEnds: '2027-03-09' },
      { city: 'Philadelphia', state: 'PA', country: 'United States', dateBegins: '2027-04-01', dateEnds: '2027-04-03' },
    ],
  });
  it('phone and webcam are services, not contact details', () => {
    expect(ask('Do you do phone sessions?', p).text).toBe('Yes, she offers Phone Chat.\nfrom her profile: Services');
    expect(ask('can I book a phone call with you?', p).text).toContain('Yes, she offers Phone Chat.');
    expect(ask('webcam?', p).text).toBe('She offers Other Webcam Shows.\nfrom her profile: Services');
  });
  it('physique words and martial arts', () => {
    expect(ask('Is she a curvy girl?', p).text).toBe('Yes, her physique is Curvy.\nfrom her profile: Physique');
    expect(ask('is she muscular?', p).text).toBe(
      'No. Her profile gives her physique as Curvy.\nfrom her profile: Physique',
    );
    expect(ask('What martial arts does she do?', p).text).toBe(
      'Her martial arts sessions: MMA, Judo.\nfrom her profile: Services',
    );
  });
  it('travels by country and month, and cities by their short forms', () => {
    expect(ask('Is she in Italy in March?', p).text).toBe(
      'Yes: she will be in Rome, Lazio, Italy from 03-04-2027 to 03-09-2027.\nfrom her profile: Travels',
    );
    expect(ask('Is she in Italy in May?', p).text).toMatch(/^Not in May: she will be in Rome/);
    expect(ask('coming to Philly?', p).text).toContain('Philadelphia, Pennsylvania, United States from 04-01-2027');
    expect(ask('Will she be in NYC?', p).text).toMatch(/^No, not as far as her travels say\. Her next travel: Rome/);
  });
  it('a follow-up keeps the subject', () => {
    const first = answerFollowUp('Is she travelling in April?', undefined, p, ctx);
    const next = answerFollowUp('Where exactly?', first.subject, p, ctx);
    expect(next.answer.text).toContain('Philadelphia, Pennsylvania, United States');
    expect(answerFollowUp('Where exactly?', undefined, p, ctx).answer.text).toBe(UNKNOWN_ANSWER);
  });
});

describe('safety', () => {
  it('catches requests for sexual services, not the catalogue wrestling terms', () => {
    for (const text of [
      'Do you offer a happy ending?',
      'how much for sex',
      'any extras after?',
      'Full service?',
      'can we wrestle naked',
      'GFE?',
    ]) {
      expect(isSexualServicesRequest(text), text).toBe(true);
    }
    for (const text of [
      'Do you do scissoring?',
      'female vs female matches?',
      'tickle wrestling',
      'domination and bondage wrestling',
      'Essex, UK',
      'next Friday',
    ]) {
      expect(isSexualServicesRequest(text), text).toBe(false);
    }
  });
});

describe('yes or no first, decided from her values', () => {
  const p = testProfile({ height: 75, weight: 185, physique: 'Athletic', lifts: [{ label: 'Deadlift', lbs: 315 }] });
  it('compares height, weight and lifts in either unit, strictly as typed', () => {
    expect(ask('is she taller than 5 ft 8', p).text).toMatch(/^Yes\. She is 6'3"/);
    expect(ask("is she taller than 6'3", p).text).toMatch(/^No\./);
    expect(ask("is she at least 6'3", p).text).toMatch(/^Yes\./);
    expect(ask('is she taller than 200 cm', p).text).toMatch(/^No\./);
    expect(ask('does she weigh over 80kg', p).text).toMatch(/^Yes\./);
    expect(ask('is she below 150 lbs', p).text).toMatch(/^No\./);
    expect(ask('could she deadlift 300 lbs', p).text).toMatch(/^Yes\./);
    expect(ask('can she deadlift 150 kg', p).text).toMatch(/^No\./);
  });
  it('answers her home and her trips with a yes or a no, and decides nothing without a value', () => {
    expect(ask('is she based in nevada', p).text).toMatch(/^Yes: she is based in Las Vegas, Nevada, United States\./);
    expect(ask('does she live in texas', p).text).toMatch(/^No: she is based in Las Vegas/);
    expect(ask('does she live in the states', p).text).toMatch(/^Yes: she is based in Las Vegas/);
    expect(ask('will she come to chicago', p).text).toMatch(/^Yes\. She will be in Chicago/);
    expect(ask('will she come to houston', p).text).toMatch(/^No, not as far as her travels say\./);
    expect(ask('is she taller than 5\'8"', testProfile({ height: null })).text).toMatch(/^I don't know/);
  });
});

describe('the words people use, generated from her fields', () => {
  const say = (q: string, profile = testProfile()) => ask(q, profile).text;
  const p = testProfile({ height: 71, weight: 150, age: 31 });
  it('compares without a unit word, against a unit written on the number, and by age', () => {
    expect(say('would she be 6 foot', p)).toMatch(/^No\. She is 5'11"/);
    expect(say('would she be 5 foot', p)).toMatch(/^Yes\./);
    expect(say('is she shorter than 6 1', p)).toMatch(/^Yes\./);
    expect(say('is she taller than 5 11', p)).toMatch(/^No\./);
    expect(say('is she lighter than 65kg', p)).toMatch(/^No\./);
    expect(say('would she be heavier than 60kg', p)).toMatch(/^Yes\./);
    expect(say('is she younger than 35', p)).toMatch(/^Yes\./);
    expect(say('is she older than 31', p)).toMatch(/^No\./);
  });
  it('names services by their common words: couples, a friend along; a related service is a no that names it', () => {
    const couples = testProfile({ services: ['Couples Wrestling', '2 on 1 Wrestling'] });
    expect(say('do you do couples?', couples)).toMatch(/^Yes, she offers Couples Wrestling/);
    expect(say('could my wife and me see her together', couples)).toMatch(/^Yes, she offers Couples Wrestling/);
    expect(say('can i bring a friend and we both take her on', couples)).toMatch(
      /^Yes\. Her 2 on 1 sessions: 2 on 1 Wrestling/,
    );
    expect(say('can i bring a friend and we both take her on', testProfile())).toMatch(
      /^No: Her profile lists no 2 on 1/,
    );
    const bjj = testProfile({ services: ['Brazilian Jiu Jitsu', 'Semi Competitive Wrestling'] });
    // The catalogue lists Jiu Jitsu and Brazilian Jiu Jitsu apart; her profile ticks only the second.
    expect(say('any jiu jitsu?', bjj)).toBe(
      'No, Jiu Jitsu is not among the services on her profile; she offers Brazilian Jiu Jitsu.\nfrom her profile: Services',
    );
    const jj = testProfile({ services: ['Jiu Jitsu'] });
    expect(say('bjj sessions offered?', jj)).toBe(
      'No, Brazilian Jiu Jitsu is not among the services on her profile; she offers Jiu Jitsu.\nfrom her profile: Services',
    );
    expect(say('bjj sessions offered?', bjj)).toMatch(/^Yes, she offers Brazilian Jiu Jitsu\.\n/);
    expect(say('any competitive wrestling', bjj)).toMatch(/^No, Competitive Wrestling is not among/);
    expect(say('would she wrestle competitively', bjj)).toMatch(/^No, Competitive Wrestling is not among/);
  });
  it('answers her website with her websites, and clips with her clip store', () => {
    const p2 = testProfile({
      links: [
        { label: 'Instagram', url: 'https://instagram.com/vera' },
        { label: 'Clips4Sale', url: 'https://clips4sale.com/vera' },
        { label: 'Vera Official', url: 'https://vera.example' },
      ],
    });
    expect(say('got a site?', p2)).toMatch(/^Her links: Vera Official: https:\/\/vera\.example\./);
    expect(say('where can i buy her clips', p2)).toMatch(/^Her links: Clips4Sale: https:\/\/clips4sale\.com\/vera\./);
    expect(say('what is her website', testProfile())).toMatch(/Instagram: https:\/\/instagram\.com\/vera/);
  });
  it('reads regions people name by a short word', () => {
    const la = testProfile({ city: 'San Diego', state: 'CA' });
    expect(say('is she based in socal', la)).toMatch(/^Yes: she is based in San Diego/);
    expect(say('is she based in norcal', la)).toMatch(/^No: she is based in San Diego/);
    expect(say('is she based in socal', testProfile())).toMatch(/^No: she is based in Las Vegas/);
    expect(say('is she based in socal', testProfile({ city: 'Fresno', state: 'CA' }))).not.toMatch(/^(Yes|No)/);
  });
});

describe('someone along who only watches', () => {
  it('is no couples session and no two-on-one', () => {
    const p = testProfile({ services: ['Couples Wrestling', '2 on 1 Wrestling'] });
    expect(findServices('can i bring my buddy to film us').group).toBeNull();
    expect(findServices('my girlfriend and i, she would just watch').labels).toEqual([]);
    expect(ask('can i bring my buddy along with me to take her on', p).text).toMatch(/^Yes\. Her 2 on 1 sessions/);
  });
});
