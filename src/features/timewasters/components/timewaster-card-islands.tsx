'use client';

import { createContext, use, useState, type ReactNode } from 'react';
import { Chip } from '@/components/ui/chip';
import { displayPhone, distinctEmails } from '@/lib/contact-normalize';
import { formatDate } from '@/lib/dates';
import { expiryText } from '../expiry-display';
import { AddContactDialog } from './add-contact-dialog';
import { ConfirmExperienceDialog } from './confirm-experience-dialog';
import { TimewasterComments } from './timewaster-comments';

// The card's parts that change in the browser (docs/decisions/049, session 17): the card itself is
// rendered on the server; these share its phones, e-mails and expiry through one provider.

interface Contact {
  id: number;
  value: string;
}

interface Expiry {
  expiresAt: string | null;
  expired: boolean;
  confirmationCount: number;
  myExperienceDate: string | null;
}

function useCardStateValue(initial: { phones: Contact[]; emails: Contact[]; expiry: Expiry }) {
  const [phones, setPhones] = useState(initial.phones);
  // The report's own address is shown once, among its e-mails (spec §2: the card lists e-mails).
  const [emails, setEmails] = useState(() => distinctEmails(initial.emails, (e) => e.value));
  const [expiry, setExpiry] = useState(initial.expiry);
  return { phones, setPhones, emails, setEmails, expiry, setExpiry };
}

const CardState = createContext<ReturnType<typeof useCardStateValue> | null>(null);

function useCardState() {
  const state = use(CardState);
  if (!state) throw new Error('A timewaster card island outside its TimewasterCardState');
  return state;
}

export function TimewasterCardState({
  phones,
  emails,
  expiry,
  children,
}: {
  phones: Contact[];
  emails: Contact[];
  expiry: Expiry;
  children: ReactNode;
}) {
  return <CardState value={useCardStateValue({ phones, emails, expiry })}>{children}</CardState>;
}

export function ExpiredChip() {
  return useCardState().expiry.expired ? <Chip tone="danger">Expired</Chip> : null;
}

export function CardExpiry({ timewasterId, name, canVote }: { timewasterId: number; name: string; canVote: boolean }) {
  const { expiry, setExpiry } = useCardState();
  return (
    <>
      <p data-testid="timewaster-expiry">
        {expiryText(expiry)}
        {expiry.confirmationCount
          ? ` · Confirmed by ${expiry.confirmationCount} ${expiry.confirmationCount === 1 ? 'girl' : 'girls'}`
          : ''}
        {expiry.myExperienceDate ? ` · You had this experience on ${formatDate(expiry.myExperienceDate)}` : ''}
      </p>
      {canVote && !expiry.myExperienceDate ? (
        <ConfirmExperienceDialog
          timewasterId={timewasterId}
          name={name}
          onConfirmed={(confirmed) =>
            setExpiry((now) => ({
              expiresAt: confirmed.expiresAt,
              expired: false,
              confirmationCount: now.confirmationCount + 1,
              myExperienceDate: confirmed.experienceDate,
            }))
          }
        />
      ) : null}
    </>
  );
}

export function CardPhones() {
  const { phones } = useCardState();
  return (
    <dd className="flex flex-col">
      {phones.length ? (
        phones.map((p) => <span key={p.id}>{displayPhone(p.value)}</span>)
      ) : (
        <span className="text-muted-foreground">None</span>
      )}
    </dd>
  );
}

export function CardEmails() {
  const { emails } = useCardState();
  return (
    <dd className="flex flex-col break-all">
      {emails.length ? (
        emails.map((e) => <span key={e.id}>{e.value}</span>)
      ) : (
        <span className="text-muted-foreground">None</span>
      )}
    </dd>
  );
}

export function AddContacts({ timewasterId }: { timewasterId: number }) {
  const { setPhones, setEmails } = useCardState();
  return (
    <div className="flex flex-wrap gap-2">
      <AddContactDialog
        kind="phone"
        timewasterId={timewasterId}
        onAdded={(p) => setPhones((list) => (list.some((x) => x.id === p.id) ? list : [...list, p]))}
      />
      <AddContactDialog
        kind="email"
        timewasterId={timewasterId}
        onAdded={(e) => setEmails((list) => distinctEmails([...list, e], (x) => x.value))}
      />
    </div>
  );
}

export function CommentsToggle({ timewasterId, commentCount }: { timewasterId: number; commentCount: number }) {
  const [showComments, setShowComments] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-accent-strong hover:underline"
        aria-expanded={showComments}
        onClick={() => setShowComments((v) => !v)}
      >
        <span aria-hidden="true" className="icon-message-square size-4 shrink-0" />{' '}
        {showComments ? 'Hide comments' : `Comments (${commentCount})`}
      </button>
      {showComments ? <TimewasterComments timewasterId={timewasterId} /> : null}
    </>
  );
}
