import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatProfile } from '@/features/ai-chat/chat-profile';
import {
  paraphraseDialogs,
  paraphraseQuestions,
  runParaphraseDialogs,
  runParaphraseQuestions,
  seedParaphraseProfiles,
} from '../helpers/chat-paraphrase';

// The built-in engine on the held-out paraphrase set (tests/fixtures/chat-paraphrase/, written
// without reading the engine), graded by the set's README. Its texts are named nowhere in src/.

let profiles: Map<string, ChatProfile>;

beforeAll(async () => {
  profiles = await seedParaphraseProfiles();
}, 60_000);

function sourceTexts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceTexts(full);
    return /\.(ts|tsx|json)$/.test(name) ? [readFileSync(full, 'utf8').toLowerCase()] : [];
  });
}

describe('built-in engine on the held-out paraphrase set', () => {
  it('answers the information questions: right, "I don\'t know" only where the profile says nothing, nothing invented, every private field refused', async () => {
    const r = await runParaphraseQuestions(profiles);
    expect(r.total).toBeGreaterThanOrEqual(300);
    const misses = JSON.stringify(r.misses.slice(0, 8));
    expect(r.leaks, misses).toBe(0);
    expect(r.privateRefused, misses).toBe(r.privateTotal);
    // The targets are ≥ 95 % right, ≤ 3 % "I don't know" and 0 wrong; the final run answers
    // every question right (decision 047 gives the figures), so any miss is ground lost.
    expect(r.invented, misses).toBe(0);
    expect(r.idk, misses).toBe(0);
    expect(r.misses).toEqual([]);
  }, 120_000);

  it('drafts every valid booking dialog right and refuses or asks back every invalid one', async () => {
    const r = await runParaphraseDialogs(profiles);
    expect(r.total).toBeGreaterThanOrEqual(40);
    expect(r.misses).toEqual([]);
  }, 120_000);

  it('names none of its texts in src/', () => {
    const sources = sourceTexts(path.resolve(import.meta.dirname, '../../src'));
    const texts = [...paraphraseQuestions().map((q) => q.question), ...paraphraseDialogs().flatMap((d) => d.turns)]
      .map((t) => t.toLowerCase().trim())
      // A bare answer a form field also takes ("1 hour", "skip") is not a paraphrase of anything.
      .filter((t) => t.split(/\s+/).length >= 3);
    // The spec's catalogue names (src/lib/enums: "lift and carry") are the set's words and ours,
    // and "where is she" was a pattern of info-intents.ts before the set was written (a763f80).
    const catalogue = sourceTexts(path.resolve(import.meta.dirname, '../../src/lib/enums')).join('\n');
    const allowed = new Set(['where is she']);
    const named = [...new Set(texts)].filter(
      (t) => !allowed.has(t) && !catalogue.includes(t) && sources.some((s) => s.includes(t)),
    );
    expect(named).toEqual([]);
  });
});
