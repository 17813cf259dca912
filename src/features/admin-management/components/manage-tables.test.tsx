import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { parseTableState } from '@/components/ui/server-table-state';
import type { ManagedGirlRow } from '../girls-queries';
import type { ManagedSessionGirlRow } from '../session-girls-queries';
import { ManageGirlsTable } from './manage-girls-table';
import { ManageSessionGirlsTable } from './manage-session-girls-table';

const dialogContent = vi.hoisted(() => vi.fn());
const delegatedLinks = vi.hoisted(() => vi.fn());
const tableRoot = vi.hoisted(() => vi.fn());

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/admin',
}));
// Next's Link, marked: what renders it and what renders a plain anchor tell apart in the markup.
vi.mock('next/link', () => import('../../../../tests/helpers/next-link-mock'));
vi.mock('@/lib/use-delegated-links', () => ({ useDelegatedLinks: delegatedLinks }));
vi.mock('@/components/ui/server-data-table', async (original) => {
  const table = await original<typeof import('@/components/ui/server-data-table')>();
  return {
    ...table,
    ServerDataTable: (props: ComponentProps<typeof table.ServerDataTable>) => {
      tableRoot(props.ref);
      return <table.ServerDataTable {...props} />;
    },
  };
});
vi.mock('@/components/ui/dialog', async (original) => {
  const dialog = await original<typeof import('@/components/ui/dialog')>();
  return {
    ...dialog,
    DialogContent: (props: ComponentProps<typeof dialog.DialogContent>) => {
      dialogContent();
      return <dialog.DialogContent {...props} />;
    },
  };
});

const state = parseTableState({});

const girl: ManagedGirlRow = {
  id: 7,
  stageName: 'Anna',
  username: 'anna',
  email: 'anna@example.test',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  profileApproved: true,
  profilePicApproved: null,
  adminShowProfile: true,
  girlShowProfile: true,
  matsideGirl: false,
  trans: false,
  isScammer: false,
  active: true,
  banned: false,
  hasAccount: true,
  accountBanned: false,
  banExpires: null,
  reportSuspended: false,
};

const sessionGirl: ManagedSessionGirlRow = {
  id: 9,
  username: 'bella',
  name: 'Bella',
  email: null,
  profileApproved: true,
  profilePicApproved: null,
  legacyGirlId: null,
  sendNewGirlNotification: true,
  sendTravelEmails: false,
  images: [],
  reports: [],
  travels: [
    {
      id: 1,
      beginDate: '2026-02-01',
      endDate: '2026-02-03',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      optionalDesc: null,
    },
  ],
};

describe('the admin girls table', () => {
  it('draws a row’s links as plain anchors its list follows, not Next’s Link', () => {
    const html = renderToStaticMarkup(<ManageGirlsTable rows={[girl]} total={1} state={state} sortable={[]} />);
    expect(html).toContain('<a class="underline" href="/edit-profile-female?girlId=7">Edit profile</a>');
    expect(html).toContain('<a class="underline" href="/admin/manage-girls/7">Moderator comments</a>');
    expect(html).not.toContain('data-next-link');
  });

  it('follows the links of a page of 50 rows with one listener set, on the table’s root', () => {
    delegatedLinks.mockClear();
    tableRoot.mockClear();
    const rows = Array.from({ length: 50 }, (_, index) => ({ ...girl, id: index + 1 }));
    const html = renderToStaticMarkup(<ManageGirlsTable rows={rows} total={50} state={state} sortable={[]} />);
    expect(html.match(/<a class="underline" href=/g)).toHaveLength(150);
    expect(delegatedLinks).toHaveBeenCalledOnce();
    const [root, selector] = delegatedLinks.mock.calls[0]!;
    expect(root).toBe(tableRoot.mock.calls[0]![0]);
    expect(selector).toBe('tbody a[href]');
  });
});

describe('the admin session girls table', () => {
  it('renders no dialog of a row until it is opened, only the triggers Radix draws closed', () => {
    const html = renderToStaticMarkup(
      <ManageSessionGirlsTable rows={[sessionGirl]} total={1} state={state} sortable={[]} />,
    );
    expect(dialogContent).not.toHaveBeenCalled();
    expect(html).toContain(
      '<button type="button" class="btn-secondary btn-sm" aria-haspopup="dialog" aria-expanded="false" data-state="closed">Edit</button>',
    );
    expect(html).toContain('data-state="closed">Details (0 images, 0 reports, 1 travels)</button>');
  });
});
