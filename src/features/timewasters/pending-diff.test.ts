import { describe, expect, it } from 'vitest';
import { pendingDiff } from './pending-diff';

describe('pendingDiff', () => {
  const entry = { name: 'Jon Doe', phoneNumber: null, clientType: 'timewaster', skype: '' };
  const contacts = { phones: ['5550100444'], emails: ['jon@example.test'] };

  it('shows each changed field as it is now and as it would be, client types by their label', () => {
    expect(
      pendingDiff(
        { kind: 'edit', after: { name: 'John Doe', phoneNumber: '5550100555', clientType: 'dangerous' } },
        entry,
        contacts,
      ),
    ).toEqual([
      { label: 'Name', before: 'Jon Doe', after: 'John Doe' },
      { label: 'Phone', before: null, after: '5550100555' },
      { label: 'Client type', before: 'Timewaster', after: 'Dangerous' },
    ]);
  });

  it('shows an added contact beside the ones the entry has', () => {
    expect(pendingDiff({ kind: 'phone', after: { phoneNumber: '5550100666' } }, entry, contacts)).toEqual([
      { label: 'Phones', before: '5550100444', after: '5550100444, 5550100666' },
    ]);
    expect(
      pendingDiff({ kind: 'email', after: { email: 'x@example.test' } }, entry, { phones: [], emails: [] }),
    ).toEqual([{ label: 'E-mails', before: null, after: 'x@example.test' }]);
  });
});
