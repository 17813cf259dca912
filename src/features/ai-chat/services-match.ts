// Which catalogue services a message names: the labels themselves plus the words people use for
// them ("bjj", "arm wrestling", "fvf"). Generic words ("wrestling", "boxing") stand for a group
// and count only when no specific service is named.
import { SERVICES } from '@/lib/enums/services';

const EXTRA_ALIASES: Record<string, readonly string[]> = {
  skype: [
    'skype',
    'webcam',
    'web cam',
    'video chat',
    'video call',
    'private webcam',
    'cam session',
    'cam sessions',
    'on cam',
  ],
  phoneChat: ['phone chat', 'phone call', 'phone calls', 'phone session', 'phone sessions', 'phone chats'],
  otherWebcamShows: ['webcam shows', 'webcam show', 'cam shows'],
  competitiveWrestling: ['competitive wrestling', 'wrestle competitively', 'wrestles competitively', 'comp wrestling'],
  couplesWrestling: ['couples wrestling', 'couples', 'couple sessions', 'couples session'],
  semiCompetitiveWrestling: ['semi competitive wrestling', 'semi-competitive wrestling', 'semi comp wrestling'],
  fantasyWrestling: ['fantasy wrestling', 'scripted wrestling', 'fantasy sessions', 'fantasy session', 'fantasy'],
  proWrestling: ['pro wrestling', 'professional wrestling', 'pro style'],
  submissionWrestling: ['submission wrestling', 'submission', 'submissions', 'subs'],
  pinWrestling: ['pin wrestling', 'pinning', 'pins'],
  twoOnOneWrestling: ['2 on 1', 'two on one', '2on1', '2 vs 1'],
  mma: ['mma', 'mixed martial arts', 'cage fighting'],
  brazilianJiuJitsu: ['brazilian jiu jitsu', 'bjj', 'brazilian jujitsu', 'brazilian jiu-jitsu'],
  jiuJitsu: ['jiu jitsu', 'jujitsu', 'ju jitsu', 'jiu-jitsu'],
  taeKwonDo: ['tae kwon do', 'taekwondo', 'tkd'],
  muayThai: ['muay thai', 'thai boxing'],
  catfighting: ['catfighting', 'catfight', 'catfights', 'cat fight', 'cat fighting'],
  twoOrMoreOnOneHandicapMatches: ['handicap match', 'handicap matches', 'two or more on one'],
  tagTeamMatches: ['tag team', 'tag team matches', 'tag match'],
  grappling: ['grappling', 'grapple'],
  armwrestling: ['armwrestling', 'arm wrestling', 'arm wrestle', 'armwrestle'],
  foxyBoxing: ['foxy boxing'],
  femaleVsFemale: [
    'female vs female',
    'female versus female',
    'fvf',
    'f vs f',
    'girl vs girl',
    'girl on girl wrestling',
  ],
  tickleWrestling: ['tickle wrestling', 'tickling', 'tickle'],
  scissoring: ['scissoring', 'scissors', 'scissor holds', 'headscissors', 'head scissors', 'scissor'],
  customVideos: ['custom videos', 'custom video', 'customs', 'custom clips', 'custom vids', 'custom vid'],
  featsOfStrength: ['feats of strength', 'strength feats', 'strength demos'],
  liftAndCarry: ['lift and carry', 'lift & carry', 'lift carry', 'carry me', 'lifting me'],
  posing: ['posing', 'flexing', 'muscle worship'],
  modeling: ['modeling', 'modelling', 'photo shoot', 'photoshoot', 'model'],
  bellyPunching: ['belly punching', 'belly punches', 'gut punching', 'stomach punching'],
  inGymTraining: ['in gym training', 'gym training', 'personal training', 'training session', 'train me'],
  bondageWrestling: ['bondage wrestling'],
  domination: ['domination', 'dominate me', 'dom', 'domme', 'dom sessions', 'femdom', 'dominant'],
  pillowFights: ['pillow fights', 'pillow fight', 'pillow fighting'],
};

/** The catalogue's martial arts and combat sports (other than wrestling). */
const MARTIAL_ARTS: readonly string[] = [
  'MMA',
  'Judo',
  'Brazilian Jiu Jitsu',
  'Jiu Jitsu',
  'Karate',
  'Tae Kwon Do',
  'Muay Thai',
  'Grappling',
  'Competitive Boxing',
  'Semi Competitive Boxing',
  'Competitive Kickboxing',
  'Semi Competitive Kickboxing',
];

/** Someone a guy brings along: a partner makes it a couples session, a friend a two-on-one. */
const COMES_WITH = /\b(together|both of us|two of us|2 of us|me and my|my \w+ and (i|me)|with my|bring (my|a))\b/;
const PARTNER = /\b(gf|girlfriend|wife|partner|fiancee?|missus|husband|boyfriend|bf)\b/;
const FRIEND = /\b(buddy|buddies|friend|friends|mate|mates|pal|bro|brother|roommate)\b/;
const ONLY_WATCHES = /\b(watch\w*|film\w*|record\w*|photos?|camera)\b/;
const TWO_ON_ONE = ['2 on 1 Wrestling', 'Two or More on One Handicap Matches'];

const GROUPS: readonly { word: RegExp; name: string; match: (label: string) => boolean }[] = [
  {
    // A friend who only watches or films is no second wrestler.
    word: new RegExp(
      `^(?!.*${ONLY_WATCHES.source}).*(${COMES_WITH.source}.*${FRIEND.source}|${FRIEND.source}.*${COMES_WITH.source})`,
    ),
    name: '2 on 1',
    match: (l) => TWO_ON_ONE.includes(l),
  },
  { word: /\bkick ?boxing\b|\bkickbox\b/, name: 'kickboxing', match: (l) => /kickboxing/i.test(l) },
  { word: /\bbox(ing|er)?\b/, name: 'boxing', match: (l) => /\bboxing/i.test(l) && !/kickboxing|foxy/i.test(l) },
  { word: /\bwrestl(e|ing|er)\b/, name: 'wrestling', match: (l) => /wrestling/i.test(l) },
  {
    word: /\b(martial arts?|fighting styles?|combat sports?|fight styles?)\b/,
    name: 'martial arts',
    match: (l) => MARTIAL_ARTS.includes(l),
  },
];

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ALIASES: readonly { label: string; pattern: RegExp; length: number }[] = SERVICES.flatMap((service) => {
  const words = new Set([normalizeText(service.label), ...(EXTRA_ALIASES[service.camel] ?? []).map(normalizeText)]);
  return [...words].map((alias) => ({
    label: service.label as string,
    pattern: new RegExp(`\\b${escape(alias)}\\b`),
    length: alias.length,
  }));
});

export interface ServiceMention {
  /** Catalogue labels the message names, longest match first. */
  labels: string[];
  /** A generic word ("wrestling", "boxing", "kickboxing") when no specific service was named. */
  group: { name: string; labels: string[] } | null;
}

export function findServices(text: string): ServiceMention {
  let rest = ` ${normalizeText(text)} `;
  const labels: string[] = [];
  // Longest aliases first, each match removed, so "brazilian jiu jitsu" is not also "jiu jitsu".
  for (const alias of [...ALIASES].sort((a, b) => b.length - a.length)) {
    if (alias.pattern.test(rest)) {
      if (!labels.includes(alias.label)) labels.push(alias.label);
      rest = rest.replace(alias.pattern, ' ');
    }
  }
  if (!labels.length && COMES_WITH.test(rest) && PARTNER.test(rest) && !ONLY_WATCHES.test(rest))
    labels.push('Couples Wrestling');
  if (labels.length) return { labels, group: null };
  for (const group of GROUPS) {
    if (group.word.test(rest))
      return {
        labels,
        group: { name: group.name, labels: SERVICES.map((s) => s.label as string).filter(group.match) },
      };
  }
  return { labels, group: null };
}
