import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, ReferenceDecisionSchema, UnverifiedReferenceSchema, stageNameFromGirlUrl } from './schema';

describe('UnverifiedReferenceSchema', () => {
  it('needs a username and a URL, with the spec’s messages; the identifier is optional', () => {
    const result = UnverifiedReferenceSchema.safeParse({ guyId: 3, username: ' ', girlUrl: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(REFERENCE_MESSAGES.username);
    expect(messages).toContain(REFERENCE_MESSAGES.girlUrl);
    expect(UnverifiedReferenceSchema.parse({ guyId: '3', username: ' gina ', girlUrl: '/profile/Gina' })).toEqual({
      guyId: 3,
      username: 'gina',
      girlUrl: '/profile/Gina',
      guyIdentifier: null,
    });
    expect(
      UnverifiedReferenceSchema.parse({
        guyId: 3,
        username: 'g',
        girlUrl: 'matside.com/profile/G',
        guyIdentifier: ' dan_k ',
      }).guyIdentifier,
    ).toBe('dan_k');
  });

  it('refuses a URL that is no link, naming what to enter', () => {
    for (const girlUrl of ['not a url at all', 'u', 'javascript:alert(1)', '//evil', 'https://intranet']) {
      const result = UnverifiedReferenceSchema.safeParse({ guyId: 3, username: 'g', girlUrl });
      expect(result.success, girlUrl).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(REFERENCE_MESSAGES.girlUrlInvalid);
    }
    for (const girlUrl of ['/profile/Gina', 'https://matside.com/profile/Gina%20Slam', 'www.example.com/gina']) {
      expect(UnverifiedReferenceSchema.safeParse({ guyId: 3, username: 'g', girlUrl }).success, girlUrl).toBe(true);
    }
  });

  it('refuses a bad guy id and an over-long field', () => {
    expect(UnverifiedReferenceSchema.safeParse({ guyId: 0, username: 'g', girlUrl: 'u' }).success).toBe(false);
    expect(UnverifiedReferenceSchema.safeParse({ guyId: 1, username: 'g'.repeat(101), girlUrl: 'u' }).success).toBe(
      false,
    );
  });

  it('a decision is confirm or deny', () => {
    expect(ReferenceDecisionSchema.parse({ decision: 'confirm' })).toEqual({ decision: 'confirm' });
    expect(ReferenceDecisionSchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });
});

describe('stageNameFromGirlUrl', () => {
  const app = 'https://matside.example';
  it('reads /profile/{stageName} on our host or relative', () => {
    expect(stageNameFromGirlUrl('/profile/Gina%20Slam', app)).toBe('Gina Slam');
    expect(stageNameFromGirlUrl('https://www.matside.example/profile/Gina%20Slam/', app)).toBe('Gina Slam');
    expect(stageNameFromGirlUrl('http://MATSIDE.example/profile/Vera', app)).toBe('Vera');
  });
  it('names no one on another site, another path or a broken link', () => {
    expect(stageNameFromGirlUrl('https://sessiongirls.example/profile/Gina', app)).toBeNull();
    expect(stageNameFromGirlUrl('/client/gina', app)).toBeNull();
    expect(stageNameFromGirlUrl('/profile/a/b', app)).toBeNull();
    expect(stageNameFromGirlUrl('/profile/%E0%A4%A', app)).toBeNull();
    expect(stageNameFromGirlUrl('http://[bad', app)).toBeNull();
  });
});
