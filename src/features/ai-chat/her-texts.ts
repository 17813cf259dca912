// What her own texts (headline, about, description) answer: experience and beginners quoted, and
// yes/no questions on facts she states only in prose ("I speak English and German", "Judo black
// belt"). Only what a sentence of hers says is taken: a fact her texts do not state stays "I don't
// know" (prose is never read as a "no" by absence), and a sentence that negates it is not a "yes".
import type { ChatProfile } from './chat-profile';
import { normalizeText } from './services-match';

/** Her sentences, in the order of her texts, without repeats. */
export function herSentences(profile: ChatProfile): string[] {
  const sentences = [profile.headline, profile.about, profile.description]
    .flatMap((t) => (t ?? '').split(/(?<=[.!?])\s+/))
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(sentences)];
}

export const EXPERIENCE =
  /\b(experience\w*|years?|yrs|since|college|compet\w*|trained|training|background|belt|record|champion\w*|former|pro\b|professional)/i;
/** "Experienced guys only", "only experienced opponents": beginners refused without naming them. */
const EXPERIENCED_ONLY = /\bexperienced\b.*\bonly\b|\bonly experienced\b/i;
export const BEGINNERS = new RegExp(
  `\\b(beginners?|newbies?|novices?|first[- ]timers?|new to|all levels|any level|never wrestled|no experience|inexperienced)\\b|${EXPERIENCED_ONLY.source}`,
  'i',
);

/** A length of time ("6 years", "since 2014") and a fight record ("4-1"). */
const DURATION = /\b\d+\+?\s*(years?|yrs)\b|\bsince (19|20)\d\d\b/i;
const RECORD = /\brecord\b|\b\d+-\d+\b/i;

/**
 * The sentences of her texts on a subject, quoted, those that answer the question's own kind first
 * (a length of time for "how long" and "experience", a record for "record"); null when none is, or
 * when the question asks for a length of time or a record and no sentence gives one.
 */
export function fromHerTexts(profile: ChatProfile, subject: RegExp, question = ''): string | null {
  const q = normalizeText(question);
  const lengthAsked = /\b(how long|how many years|years?|since when)\b/.test(q);
  const prefer = lengthAsked || /\bexperience\b/.test(q) ? DURATION : /\brecord\b/.test(q) ? RECORD : null;
  // "Her experience" takes any sentence on it, a length of time first.
  const required = prefer === DURATION && !lengthAsked ? null : prefer;
  const sentences = herSentences(profile).filter((t) => subject.test(t));
  // Asked for a length of time or a record, a sentence without one answers nothing.
  if (!sentences.length || (required && !sentences.some((s) => required.test(s)))) return null;
  // Then the sentences that say a word of the question ("did she compete" → "I competed …").
  const asked = new Set(contentWords(q).map(stem));
  const rank = (s: string) =>
    (prefer && !prefer.test(s) ? 2 : 0) +
    (normalizeText(s)
      .split(' ')
      .some((w) => asked.has(stem(w)))
      ? 0
      : 1);
  const ranked = sentences.toSorted((a, b) => rank(a) - rank(b));
  return `She writes: ${ranked
    .slice(0, 2)
    .map((s) => `"${s}"`)
    .join(' ')}`;
}

/** A negation, also with the typographic apostrophe phones type ("can’t"). */
const NEGATION = /\b(not|no|never|don['’]?t|doesn['’]?t|won['’]?t|can['’]?t|cannot|isn['’]?t)\b/i;
const WELCOME =
  /\b(welcome|all levels|any level|love|happy|teach\w*|great for|fine|ok|okay|start slow|go easy|needed|necessary|required)\b/i;

/** The parts of a sentence (split at commas, colons, semicolons, dashes). */
function clauses(sentence: string): string[] {
  return sentence.split(/[,;:–—]|\s-\s/).map((c) => c.trim());
}

/**
 * Does she take beginners, as her texts say it: yes when a clause naming beginners welcomes them
 * and none refuses them, no for the reverse ("I do not take beginners", "experienced guys only"),
 * null when her texts do not say or say both.
 */
export function beginnersVerdict(profile: ChatProfile): boolean | null {
  let yes = false;
  let no = false;
  for (const sentence of herSentences(profile)) {
    const parts = clauses(sentence);
    for (const [i, clause] of parts.entries()) {
      if (EXPERIENCED_ONLY.test(clause)) no = true;
      if (!BEGINNERS.test(clause)) continue;
      // The words that name them are not a refusal ("no experience needed", "never wrestled? …").
      const rest = clause.replace(BEGINNERS, ' ');
      // A clause that only names them is answered by the next ("Beginners: happy to teach").
      const [refuses, welcomes] =
        NEGATION.test(rest) || WELCOME.test(clause)
          ? [NEGATION.test(rest), WELCOME.test(clause)]
          : [NEGATION.test(parts[i + 1] ?? ''), WELCOME.test(parts[i + 1] ?? '')];
      if (refuses) no = true;
      else if (welcomes) yes = true;
    }
  }
  return yes === no ? null : yes;
}

/** Words that carry no fact of their own in a yes/no question about her. */
const FILLER = new Set(
  (
    'is are was does do did can could will would has have had she her hers herself you your a an the ' +
    'real really actual actually legit legitimate true proper genuine also still ever any some ' +
    'of in on at to for with and or as be been being like kind sort type'
  ).split(' '),
);

/** A word's stem, loosely: plural, -ly, -ing, -ed and a final e off ("competed", "compete" → "compet"). */
function stem(word: string): string {
  return word.replace(/(ly|ing|ed|es|s)$/, '').replace(/e$/, '') || word;
}

/** The words of a question that carry a fact (fillers and one-letter words out). */
function contentWords(normalized: string): string[] {
  return normalized.split(' ').filter((w) => w.length > 1 && !FILLER.has(w));
}

/** Her clause that says every content word of the question, without a negation; null when none does. */
function statedIn(profile: ChatProfile, words: string[]): string | null {
  if (!words.length) return null;
  for (const sentence of herSentences(profile)) {
    for (const clause of clauses(sentence)) {
      const said = new Set(normalizeText(clause).split(' ').map(stem));
      if (!NEGATION.test(clause) && words.every((w) => said.has(stem(w)))) return sentence;
    }
  }
  return null;
}

/**
 * A yes/no question her texts decide: "Yes" with the sentence that states what is asked ("does she
 * speak german" → "I speak English and German."), "No" when the question asks for it without
 * something her texts require ("striking without gloves" → "… with gloves and gear only"); null
 * when her texts do not decide it.
 */
export function proseYesNo(text: string, profile: ChatProfile): { yes: boolean; sentence: string } | null {
  const t = normalizeText(text);
  const without = /\bwithout (?:a |an |any |the )?([a-z]+)/.exec(t)?.[1];
  if (without) {
    const need = herSentences(profile).find((s) =>
      clauses(s).some(
        (c) => new RegExp(`\\bwith\\b[^.]*\\b${without}\\b`, 'i').test(c) && /\bonly\b|\bmust\b|\balways\b/i.test(s),
      ),
    );
    return need ? { yes: false, sentence: need } : null;
  }
  const words = contentWords(t);
  // One short word says too little to be found in prose by chance ("is she ok").
  if (!words.length || (words.length === 1 && words[0]!.length < 5)) return null;
  const sentence = statedIn(profile, words);
  return sentence ? { yes: true, sentence } : null;
}
