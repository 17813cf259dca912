/** Spec §3 "Service catalogue": a boolean column each on `girls` and `guys`; its 40 keys plus three extras. */
export interface ServiceDefinition {
  readonly key: string;
  readonly camel: string;
  readonly label: string;
  readonly extra: boolean;
}

export const SERVICES = [
  // The private webcam service's camelCase twin is 'skype', not a camelCased key (spec §3).
  {
    key: 'private_webcam_skype_video_chat',
    camel: 'skype',
    label: 'Private Webcam / Skype / Video Chat',
    extra: false,
  },
  { key: 'phone_chat', camel: 'phoneChat', label: 'Phone Chat', extra: false },
  { key: 'other_webcam_shows', camel: 'otherWebcamShows', label: 'Other Webcam Shows', extra: false },
  { key: 'competitive_wrestling', camel: 'competitiveWrestling', label: 'Competitive Wrestling', extra: false },
  {
    key: 'semi_competitive_wrestling',
    camel: 'semiCompetitiveWrestling',
    label: 'Semi Competitive Wrestling',
    extra: false,
  },
  { key: 'fantasy_wrestling', camel: 'fantasyWrestling', label: 'Fantasy Wrestling', extra: false },
  { key: 'pro_wrestling', camel: 'proWrestling', label: 'Pro Wrestling', extra: false },
  { key: 'submission_wrestling', camel: 'submissionWrestling', label: 'Submission Wrestling', extra: false },
  { key: 'pin_wrestling', camel: 'pinWrestling', label: 'Pin Wrestling', extra: false },
  { key: 'two_on_one_wrestling', camel: 'twoOnOneWrestling', label: '2 on 1 Wrestling', extra: false },
  { key: 'mma', camel: 'mma', label: 'MMA', extra: false },
  { key: 'judo', camel: 'judo', label: 'Judo', extra: false },
  { key: 'brazilian_jiu_jitsu', camel: 'brazilianJiuJitsu', label: 'Brazilian Jiu Jitsu', extra: false },
  { key: 'couples_wrestling', camel: 'couplesWrestling', label: 'Couples Wrestling', extra: false },
  { key: 'jiu_jitsu', camel: 'jiuJitsu', label: 'Jiu Jitsu', extra: false },
  { key: 'karate', camel: 'karate', label: 'Karate', extra: false },
  { key: 'tae_kwon_do', camel: 'taeKwonDo', label: 'Tae Kwon Do', extra: false },
  { key: 'muay_thai', camel: 'muayThai', label: 'Muay Thai', extra: false },
  { key: 'grappling', camel: 'grappling', label: 'Grappling', extra: false },
  { key: 'competitive_boxing', camel: 'competitiveBoxing', label: 'Competitive Boxing', extra: false },
  { key: 'semi_competitive_boxing', camel: 'semiCompetitiveBoxing', label: 'Semi Competitive Boxing', extra: false },
  { key: 'fantasy_boxing', camel: 'fantasyBoxing', label: 'Fantasy Boxing', extra: false },
  { key: 'competitive_kickboxing', camel: 'competitiveKickboxing', label: 'Competitive Kickboxing', extra: false },
  {
    key: 'semi_competitive_kickboxing',
    camel: 'semiCompetitiveKickboxing',
    label: 'Semi Competitive Kickboxing',
    extra: false,
  },
  { key: 'fantasy_kickboxing', camel: 'fantasyKickboxing', label: 'Fantasy Kickboxing', extra: false },
  { key: 'catfighting', camel: 'catfighting', label: 'Catfighting', extra: false },
  {
    key: 'two_or_more_on_one_handicap_matches',
    camel: 'twoOrMoreOnOneHandicapMatches',
    label: 'Two or More on One Handicap Matches',
    extra: false,
  },
  { key: 'tag_team_matches', camel: 'tagTeamMatches', label: 'Tag Team Matches', extra: false },
  { key: 'armwrestling', camel: 'armwrestling', label: 'Armwrestling', extra: false },
  { key: 'foxy_boxing', camel: 'foxyBoxing', label: 'Foxy Boxing', extra: false },
  { key: 'female_vs_female', camel: 'femaleVsFemale', label: 'Female vs Female', extra: false },
  { key: 'tickle_wrestling', camel: 'tickleWrestling', label: 'Tickle Wrestling', extra: false },
  { key: 'scissoring', camel: 'scissoring', label: 'Scissoring', extra: false },
  { key: 'custom_videos', camel: 'customVideos', label: 'Custom Videos', extra: false },
  { key: 'feats_of_strength', camel: 'featsOfStrength', label: 'Feats of Strength', extra: false },
  { key: 'lift_and_carry', camel: 'liftAndCarry', label: 'Lift and Carry', extra: false },
  { key: 'posing', camel: 'posing', label: 'Posing', extra: false },
  { key: 'modeling', camel: 'modeling', label: 'Modeling', extra: false },
  { key: 'belly_punching', camel: 'bellyPunching', label: 'Belly Punching', extra: false },
  { key: 'in_gym_training', camel: 'inGymTraining', label: 'In Gym Training', extra: false },
  { key: 'bondage_wrestling', camel: 'bondageWrestling', label: 'Bondage Wrestling', extra: true },
  { key: 'domination', camel: 'domination', label: 'Domination', extra: true },
  { key: 'pillow_fights', camel: 'pillowFights', label: 'Pillow Fights', extra: true },
] as const satisfies readonly ServiceDefinition[];

export type Service = (typeof SERVICES)[number];
export type ServiceKey = Service['key'];
export type ServiceCamel = Service['camel'];

export const SERVICE_KEYS: readonly ServiceKey[] = SERVICES.map((s) => s.key);
export const SERVICE_CAMELS: readonly ServiceCamel[] = SERVICES.map((s) => s.camel);

export const UNKNOWN_SERVICE_MESSAGE = 'Such service does not exist!';

const byKey = new Map<string, Service>(SERVICES.map((s) => [s.key, s]));
const byCamel = new Map<string, Service>(SERVICES.map((s) => [s.camel, s]));

export function isServiceKey(value: string): value is ServiceKey {
  return byKey.has(value);
}

export function isServiceCamel(value: string): value is ServiceCamel {
  return byCamel.has(value);
}

export function serviceByKey(key: string): Service | undefined {
  return byKey.get(key);
}

export function serviceByCamel(camel: string): Service | undefined {
  return byCamel.get(camel);
}

export function assertServiceKey(key: string): ServiceKey {
  if (!isServiceKey(key)) throw new Error(UNKNOWN_SERVICE_MESSAGE);
  return key;
}
