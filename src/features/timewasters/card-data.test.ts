import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toCardData } from './card-data';
import { TimewasterCard } from './components/timewaster-card';
import type { TimewasterDto } from './types';

const dto: TimewasterDto = {
  id: 7,
  name: 'Dangelo J.',
  clientType: 'timewaster',
  publicUsername: null,
  city: 'Hartford',
  state: 'CT',
  country: 'United States',
  comment: 'Never showed up.',
  email: 'd@proton.me',
  phoneNumber: '18880041578',
  facebook: 'dangeloj',
  instagram: null,
  twitter: null,
  skype: null,
  anonymous: false,
  approved: true,
  username: 'demo_girl',
  isOwn: true,
  createdAt: '2025-02-17T16:00:00.000Z',
  updatedAt: '2025-02-18T16:00:00.000Z',
  phones: [{ id: 1, phoneNumber: '18880041578', createdAt: '2025-02-17T16:00:00.000Z' }],
  emails: [{ id: 2, email: 'd@proton.me', createdAt: '2025-02-17T16:00:00.000Z' }],
  photoUrls: [{ id: 3, url: '/p/3.jpg', thumbUrl: '/p/3-thumb.jpg' }],
  thumbsUp: 3,
  thumbsDown: 6,
  vote: false,
  voteId: 978,
  voteType: 1,
  commentCount: 1,
  lastConfirmedAt: '2025-02-17T16:00:00.000Z',
  expiresAt: '2027-02-17T16:00:00.000Z',
  expired: false,
  confirmationCount: 2,
  myExperienceDate: null,
};

describe('toCardData', () => {
  it('sends the card only what it shows (its props are in every list page’s RSC payload)', () => {
    const data = toCardData(dto);
    for (const unused of ['email', 'phoneNumber', 'anonymous', 'isOwn', 'updatedAt', 'voteType', 'lastConfirmedAt']) {
      expect(data).not.toHaveProperty(unused);
    }
    expect(data.phones).toEqual([{ id: 1, phoneNumber: '18880041578' }]);
    // The report's own address and the same one added to it: shown once.
    expect(data.emails).toEqual([{ id: 0, email: 'd@proton.me' }]);
    expect(data).toMatchObject({ id: 7, name: 'Dangelo J.', photoUrls: dto.photoUrls, confirmationCount: 2 });
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(dto).length * 0.8);
  });

  it('leaves out what the report does not have instead of sending it empty (twenty times a page)', () => {
    const data = toCardData({ ...dto, state: null, vote: null, voteId: null, expiresAt: null, photoUrls: [] });
    for (const absent of [
      'publicUsername',
      'state',
      'instagram',
      'twitter',
      'skype',
      'vote',
      'voteId',
      'expiresAt',
      'myExperienceDate',
      'photoUrls',
      'expired',
    ]) {
      expect(data).not.toHaveProperty(absent);
    }
    expect(JSON.stringify(data)).not.toMatch(/null|\[\]|false/);
    // What a report has is still there, and an empty card draws what it drew with the empty values.
    expect(toCardData({ ...dto, expired: true })).toMatchObject({ facebook: 'dangeloj', vote: false, expired: true });
    const html = renderToStaticMarkup(createElement(TimewasterCard, { timewaster: data, canVote: true }));
    expect(html).toContain('Never expires');
    expect(html).not.toContain('aria-label="Photos"');
    expect(html).toContain('aria-pressed="false"');
  });
});

describe('TimewasterCard', () => {
  it('draws its repeated icons as CSS masks, not inline SVGs (twenty cards a page, in the HTML and the RSC payload)', () => {
    const html = renderToStaticMarkup(
      createElement(TimewasterCard, {
        timewaster: toCardData({ ...dto, instagram: 'dj', twitter: 'dj' }),
        canVote: true,
        editHref: '/girl/timewasters/7/edit',
      }),
    );
    expect(html).not.toContain('<svg');
    for (const icon of ['map-pin', 'pencil', 'globe', 'thumbs-up', 'thumbs-down', 'message-square']) {
      expect(html).toMatch(new RegExp(`<span (aria-hidden="true" )?class="icon-${icon} `));
    }
    expect(html).toContain('<span class="sr-only">Thumbs up</span>');
    expect(html).toContain('<span class="sr-only">Thumbs down</span>');
  });

  it('writes each line of text as one text node: no `<!-- -->` between its parts (twenty cards a page)', () => {
    const html = renderToString(
      createElement(TimewasterCard, {
        timewaster: toCardData({ ...dto, publicUsername: 'dj', confirmationCount: 2, myExperienceDate: '2026-01-05' }),
        canVote: true,
        editHref: '/girl/timewasters/7/edit',
      }),
    );
    expect(html).not.toContain('<!-- -->');
    expect(html).toContain('</span> Hartford, Connecticut, United States</span>');
    expect(html).toContain('<span class="break-all">@dj</span>');
    expect(html).toContain('Reported by demo_girl on <time');
    expect(html).toContain('Expires 02-17-2027 · Confirmed by 2 girls · You had this experience on 01-05-2026');
    expect(html).toContain('</span> Comments (1)</button>');
  });
  it('carries one component class a part instead of its utilities, each defined in globals.css (twenty cards a page)', () => {
    const html = renderToStaticMarkup(
      createElement(TimewasterCard, {
        timewaster: toCardData({ ...dto, instagram: 'dj', twitter: 'dj' }),
        canVote: true,
        editHref: '/girl/timewasters/7/edit',
      }),
    );
    const classes = [...html.matchAll(/ class="([^"]*)"/g)].map((m) => m[1]);
    // Decision 055, session 24: 1,570 characters of class attributes in this card before, 958 after.
    expect(classes.join('').length).toBeLessThan(1_100);
    const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
    const layer = css.slice(css.indexOf("/*\n * Her timewaster tool's card"));
    expect(layer.startsWith('/*')).toBe(true);
    for (const name of new Set(classes.flatMap((list) => list.split(' ')).filter((c) => c.startsWith('tw-card')))) {
      expect(layer).toMatch(new RegExp(`\\.${name} \\{`));
    }
  });

  it('is drawn with the Card primitives, its own classes not repeating theirs (decision 055, session 25)', () => {
    const html = renderToStaticMarkup(
      createElement(TimewasterCard, {
        timewaster: toCardData(dto),
        canVote: true,
        editHref: '/girl/timewasters/7/edit',
      }),
    );
    expect(html).toMatch(/^<div class="card" data-testid="timewaster-card"><div class="card-header tw-card-head">/);
    expect(html).toContain('<h2 class="card-title user-text">Dangelo J.</h2>');
    expect(html).toContain('<div class="card-content tw-card-body">');
    const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
    const applied = (name: string) => new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1].split(' ') ?? [];
    for (const [part, own] of [
      ['card-header', 'tw-card-head'],
      ['card-content', 'tw-card-body'],
    ]) {
      expect(applied(part).length).toBeGreaterThan(0);
      expect(applied(own).filter((name) => applied(part).includes(name))).toEqual([]);
    }
    expect(css).not.toMatch(/\.tw-card(?:-title)? \{/);
  });
});
