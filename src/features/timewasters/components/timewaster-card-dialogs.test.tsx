import { Dialog } from 'radix-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { toCardData } from '../card-data';
import type { TimewasterDto } from '../types';
import { TimewasterCard } from './timewaster-card';

// The card's three dialogs counted: closed, none of them is rendered (their state, Radix's Slot and
// the dialog's tree), only the trigger's markup (decision 055, session 20).
const rendered = vi.hoisted(() => ({ addContact: 0, confirm: 0, closedTrigger: 0 }));
// Radix's Slot counted too: the shared closed trigger clones its child instead (session 21).
vi.mock('radix-ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('radix-ui')>();
  const Root = (props: Parameters<typeof actual.Slot.Root>[0]) => {
    rendered.closedTrigger += 1;
    return <actual.Slot.Root {...props} />;
  };
  return { ...actual, Slot: { ...actual.Slot, Root, Slot: Root } };
});
vi.mock('./add-contact-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./add-contact-dialog')>();
  return {
    ...actual,
    AddContactDialog: (props: Parameters<typeof actual.AddContactDialog>[0]) => {
      rendered.addContact += 1;
      return actual.AddContactDialog(props);
    },
  };
});
vi.mock('./confirm-experience-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./confirm-experience-dialog')>();
  return {
    ...actual,
    ConfirmExperienceDialog: (props: Parameters<typeof actual.ConfirmExperienceDialog>[0]) => {
      rendered.confirm += 1;
      return actual.ConfirmExperienceDialog(props);
    },
  };
});

beforeEach(() => {
  rendered.addContact = 0;
  rendered.confirm = 0;
  rendered.closedTrigger = 0;
});

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
  facebook: null,
  instagram: null,
  twitter: null,
  skype: null,
  anonymous: false,
  approved: true,
  username: 'demo_girl',
  isOwn: false,
  createdAt: '2025-02-17T16:00:00.000Z',
  updatedAt: '2025-02-18T16:00:00.000Z',
  phones: [{ id: 1, phoneNumber: '18880041578', createdAt: '2025-02-17T16:00:00.000Z' }],
  emails: [
    { id: 2, email: 'D@proton.me', createdAt: '2025-02-17T16:00:00.000Z' },
    { id: 3, email: 'other@proton.me', createdAt: '2025-02-17T16:00:00.000Z' },
  ],
  photoUrls: [],
  thumbsUp: 3,
  thumbsDown: 6,
  vote: null,
  voteId: null,
  voteType: null,
  commentCount: 1,
  lastConfirmedAt: '2025-02-17T16:00:00.000Z',
  expiresAt: '2027-02-17T16:00:00.000Z',
  expired: false,
  confirmationCount: 0,
  myExperienceDate: null,
};

/** What Radix's closed dialog draws for the card's trigger: its trigger alone. */
const closedTrigger = (label: string) =>
  renderToStaticMarkup(
    <Dialog.Root open={false}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary">
          {label}
        </Button>
      </Dialog.Trigger>
    </Dialog.Root>,
  );

describe('TimewasterCard’s closed dialogs', () => {
  it('draws each closed trigger as the dialog would, without rendering the dialog or a Slot', () => {
    const html = renderToStaticMarkup(<TimewasterCard timewaster={toCardData(dto)} canVote />);
    expect(rendered).toEqual({ addContact: 0, confirm: 0, closedTrigger: 0 });
    for (const label of ['I had this experience too', 'Add Timewaster Phone', 'Add Timewaster Email']) {
      expect(html).toContain(closedTrigger(label));
    }
  });

  it('lists the report’s own address once among its e-mails', () => {
    const html = renderToStaticMarkup(<TimewasterCard timewaster={toCardData(dto)} canVote={false} />);
    expect(html).toContain(
      '<dd class="tw-card-list break-all"><span>d@proton.me</span><span>other@proton.me</span></dd>',
    );
    expect(html).not.toContain('I had this experience too');
  });
});
