import { describe, expect, it } from 'vitest';
import type { AppealableDecision } from '@/features/appeals/dto';
import type { DecisionNoticeEntry } from './notices-queries';
import { profileStory } from './profile-story';
import type { GirlSummary } from './types';

const girl = (approval: GirlSummary['approval']) => ({ approval }) as GirlSummary;
const notice = (kind: string, role: 'subject' | 'reporter' = 'subject'): DecisionNoticeEntry => ({
  id: kind.length,
  kind,
  role,
  subject: kind,
  accepted: false,
  reason: 'Picture not clear',
  at: '2026-11-20T10:00:00.000Z',
});
const decision = (kind: AppealableDecision['kind']): AppealableDecision => ({
  noticeId: kind.length,
  kind,
  subject: kind,
  reason: 'Picture not clear',
  decidedAt: '2026-11-20T10:00:00.000Z',
  appealUntil: '2026-12-04T10:00:00.000Z',
  picture: null,
});

describe('profileStory', () => {
  const notices = [notice('girl'), notice('photo')];
  const appealable = [decision('girl'), decision('photo')];

  it('rejected: the profile card alone tells her profile decision and offers its appeal', () => {
    const story = profileStory(girl('rejected'), notices, appealable);
    expect(story.notices.map((n) => n.kind)).toEqual(['photo']);
    expect(story.appealable.map((d) => d.kind)).toEqual(['photo']);
    expect(story.profileAppeal?.kind).toBe('girl');
  });

  it('resubmitted (pending again): the old decision is neither repeated nor offered for appeal', () => {
    const story = profileStory(girl('pending'), notices, appealable);
    expect(story.notices.map((n) => n.kind)).toEqual(['photo']);
    expect(story.appealable.map((d) => d.kind)).toEqual(['photo']);
    expect(story.profileAppeal).toBeNull();
  });

  it('approved, or not a girl: every card as it is', () => {
    expect(profileStory(girl('approved'), notices, appealable)).toEqual({ notices, appealable, profileAppeal: null });
    expect(profileStory(null, notices, appealable)).toEqual({ notices, appealable, profileAppeal: null });
  });
});
