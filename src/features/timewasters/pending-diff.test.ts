import { describe, expect, it } from 'vitest';
import { entryContacts } from '@/server/sealed-contacts';
import { pendingDiff } from './pending-diff';

describe('pendingDiff', () => {
  const entry = {
    ...entryContacts({ skype: '' }),
    name: 'Jon Doe',
    clientType: 'timewaster',
  };
  const contacts = { phones: ['15550100444'], emails: ['jon@example.test'] };

  it('shows each changed field as it is now and as it would be, client types by their label', () => {
    expect(
      pendingDiff(
        { kind: 'edit', after: { name: 'John Doe', phoneNumber: '15550100555', clientType: 'dangerous' } },
        entry,
        contacts,
      ),
    ).toEqual([
      { label: 'Name', before: 'Jon Doe', after: 'John Doe' },
      { label: 'Phone', before: null, after: '(555) 010-0555' },
      { label: 'Client type', before: 'Timewaster', after: 'Dangerous' },
    ]);
  });

  it('shows an added contact beside the ones the entry has, phones in their national form', () => {
    expect(pendingDiff({ kind: 'phone', after: { phoneNumber: '15550100666' } }, entry, contacts)).toEqual([
      { label: 'Phones', before: '(555) 010-0444', after: '(555) 010-0444, (555) 010-0666' },
    ]);
    expect(
      pendingDiff({ kind: 'email', after: { email: 'x@example.test' } }, entry, { phones: [], emails: [] }),
    ).toEqual([{ label: 'E-mails', before: null, after: 'x@example.test' }]);
  });
});
