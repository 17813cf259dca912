import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profileHref } from './profile-href';

const componentsDir = path.join(__dirname, 'components');

describe('profileHref', () => {
  it('encodes the stage name as the spec links show it', () => {
    expect(profileHref('Gina Slam')).toBe('/profile/Gina%20Slam');
  });

  it("is the one way the girls' components build a profile's link", () => {
    const inline = readdirSync(componentsDir)
      .filter((name) => /\.tsx?$/.test(name))
      .filter((name) => readFileSync(path.join(componentsDir, name), 'utf8').includes('`/profile/${'));
    expect(inline).toEqual([]);
  });
});
