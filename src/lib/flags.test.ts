import { describe, expect, it } from 'vitest';
import { FLAG_NAMES, FlagConfigError, flagOverrideName, resolveFlags, unknownFlagOverrides } from './flags';

describe('resolveFlags', () => {
  it('follows the spec table per environment', () => {
    const production = resolveFlags('production');
    const staging = resolveFlags('staging');
    const development = resolveFlags('development');

    expect(production['girl-post-on-timeline-or-profile']).toBe(false);
    expect(staging['girl-post-on-timeline-or-profile']).toBe(true);
    expect(development['girl-post-on-timeline-or-profile']).toBe(true);

    expect(production['payment-provider-cryptocurrency']).toBe(false);
    expect(staging['payment-provider-cryptocurrency']).toBe(false);
    expect(development['payment-provider-cryptocurrency']).toBe(true);

    expect(production['check-ins']).toBe(false);
    expect(staging['check-ins']).toBe(true);
    expect(development['check-ins']).toBe(true);

    for (const env of [production, staging, development]) {
      expect(env['featured-girls']).toBe(false);
      expect(env['hyvor-comments-on-guy-profile']).toBe(false);
      expect(env['session-interests-in-book-a-girl']).toBe(false);
      expect(env['guy-report-girl']).toBe(true);
      expect(env['registration-guys']).toBe(true);
      expect(env['ai-chat-book-girl-button']).toBe(true);
    }
  });

  it('names all 17 flags of spec §6, and the check-ins flag beyond it', () => {
    expect(FLAG_NAMES).toHaveLength(18);
    expect(Object.keys(resolveFlags('production')).sort()).toEqual([...FLAG_NAMES].sort());
  });

  it('applies FLAG_<UPPER_SNAKE> overrides in every accepted spelling', () => {
    expect(flagOverrideName('guy-report-girl')).toBe('GUY_REPORT_GIRL');
    const flags = resolveFlags('production', {
      GUY_REPORT_GIRL: 'off',
      FEATURED_GIRLS: 'on',
      GIRL_POST_ON_TIMELINE_OR_PROFILE: 'TRUE',
      TIPS_PAGE: ' 0 ',
      PROBLEM_GIRLS: 'false',
      HYVOR_COMMENTS_ON_HOMEPAGE: '1',
      REGISTRATION_GUYS: '',
    });
    expect(flags['guy-report-girl']).toBe(false);
    expect(flags['featured-girls']).toBe(true);
    expect(flags['girl-post-on-timeline-or-profile']).toBe(true);
    expect(flags['tips-page']).toBe(false);
    expect(flags['problem-girls']).toBe(false);
    expect(flags['hyvor-comments-on-homepage']).toBe(true);
    expect(flags['registration-guys']).toBe(true); // empty = no override
    expect(flags['guy-reviews-girl']).toBe(true); // untouched
  });

  it('refuses an invalid override value with a message naming the variable', () => {
    expect(() => resolveFlags('staging', { GUY_REPORT_GIRL: 'yes' })).toThrow(FlagConfigError);
    expect(() => resolveFlags('staging', { GUY_REPORT_GIRL: 'yes' })).toThrow(/FLAG_GUY_REPORT_GIRL="yes"/);
  });

  it('reports override variables that name no flag', () => {
    expect(unknownFlagOverrides({ GUY_REPORT_GRL: 'on', TIPS_PAGE: 'off' })).toEqual(['FLAG_GUY_REPORT_GRL']);
  });
});
