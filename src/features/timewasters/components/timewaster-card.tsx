'use client';

import { Video } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useState, type ComponentProps } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MountedOnFirstOpen } from '@/components/ui/dialog';
import { Chip } from '@/components/ui/chip';
import { clientTypeLabel } from '@/lib/enums/client-types';
import { displayPhone, distinctEmails } from '@/lib/contact-normalize';
import { CONFIRMATION_MESSAGES } from '../confirmation-schema';
import { formatDate } from '@/lib/dates';
import { expiryText } from '../expiry-display';
import type { TimewasterCardData } from '../card-data';
import { AddContactDialog, addContactTitle } from './add-contact-dialog';
import { ConfirmExperienceDialog } from './confirm-experience-dialog';
import { TimewasterComments } from './timewaster-comments';
import { TimewasterVotes } from './timewaster-votes';
import { ViewerTime } from '@/components/viewer-time';
import { placeLine } from '@/lib/enums/us-states';

const DANGER = new Set(['dangerous', 'scammer', 'pervert']);

/** Only http(s) links become hrefs; anything else is shown as plain text. */
function socialHref(value: string, base: string): string | undefined {
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '');
  return /^[\w.]{1,60}$/.test(handle) ? `${base}${handle}` : undefined;
}

/**
 * A closed dialog's trigger, as the dialog draws it once mounted. Twenty cards a page carry three dialogs
 * each, and most are never opened: each is mounted, open, by its first click (decision 055, session 20).
 */
function dialogButton(label: string) {
  return (
    <Button size="sm" variant="secondary">
      {label}
    </Button>
  );
}

/** One text node, not three with `<!-- -->` between them (decision 055, session 23). */
function expiryLine(expiry: {
  expiresAt: string | null;
  expired: boolean;
  confirmationCount: number;
  myExperienceDate: string | null;
}): string {
  const confirmed = expiry.confirmationCount
    ? ` · Confirmed by ${expiry.confirmationCount} ${expiry.confirmationCount === 1 ? 'girl' : 'girls'}`
    : '';
  const mine = expiry.myExperienceDate ? ` · You had this experience on ${formatDate(expiry.myExperienceDate)}` : '';
  return `${expiryText(expiry)}${confirmed}${mine}`;
}

/** The Timewaster card (spec §2). Every text is rendered as text. */
export function TimewasterCard({
  timewaster: t,
  canVote,
  editHref,
}: {
  timewaster: TimewasterCardData;
  canVote: boolean;
  editHref?: string;
}) {
  const [phones, setPhones] = useState(t.phones);
  // The report's own address is already among its e-mails, once (toCardData).
  const [emails, setEmails] = useState(t.emails);
  const onAdded: Record<'phone' | 'email', ComponentProps<typeof AddContactDialog>['onAdded']> = {
    phone: (p) =>
      setPhones((list) => (list.some((x) => x.id === p.id) ? list : [...list, { id: p.id, phoneNumber: p.value }])),
    email: (e) => setEmails((list) => distinctEmails([...list, { id: e.id, email: e.value }], (x) => x.email)),
  };
  const [showComments, setShowComments] = useState(false);
  const [expiry, setExpiry] = useState({
    expiresAt: t.expiresAt ?? null,
    expired: t.expired ?? false,
    confirmationCount: t.confirmationCount,
    myExperienceDate: t.myExperienceDate ?? null,
  });
  const place = placeLine(t.city, t.state, t.country);

  return (
    <Card data-testid="timewaster-card">
      <CardHeader className="tw-card-head">
        <div className="tw-card-heading">
          <CardTitle as="h2" className="user-text">
            {t.name}
          </CardTitle>
          <div className="tw-card-meta">
            <Chip tone={t.clientType === 'good guy' ? 'success' : DANGER.has(t.clientType) ? 'danger' : 'warning'}>
              {clientTypeLabel(t.clientType)}
            </Chip>
            {t.publicUsername ? <span className="break-all">{`@${t.publicUsername.replace(/^@/, '')}`}</span> : null}
            <span className="tw-card-place">
              <span aria-hidden="true" className="icon-map-pin size-3.5 shrink-0" />
              {` ${place}`}
            </span>
            {!t.approved ? <Chip tone="info">Waiting for approval</Chip> : null}
            {expiry.expired ? <Chip tone="danger">Expired</Chip> : null}
          </div>
        </div>
        {editHref ? (
          <Link href={editHref} className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
            <span aria-hidden="true" className="icon-pencil size-4 shrink-0" /> Edit
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="tw-card-body">
        <p className="tw-card-comment">{t.comment}</p>
        <p className="tw-card-note">
          {`Reported by ${t.username} on `}
          <ViewerTime value={t.createdAt} />
        </p>
        {t.approved ? (
          <div className="tw-card-expiry">
            <p data-testid="timewaster-expiry">{expiryLine(expiry)}</p>
            {canVote && !expiry.myExperienceDate ? (
              <MountedOnFirstOpen trigger={dialogButton(CONFIRMATION_MESSAGES.button)}>
                {() => (
                  <ConfirmExperienceDialog
                    timewasterId={t.id}
                    name={t.name}
                    initiallyOpen
                    onConfirmed={(confirmed) =>
                      setExpiry((now) => ({
                        expiresAt: confirmed.expiresAt,
                        expired: false,
                        confirmationCount: now.confirmationCount + 1,
                        myExperienceDate: confirmed.experienceDate,
                      }))
                    }
                  />
                )}
              </MountedOnFirstOpen>
            ) : null}
          </div>
        ) : null}
        <dl className="tw-card-contacts">
          <div>
            <dt className="font-medium">Phones</dt>
            <dd className="tw-card-list">
              {phones.length ? (
                phones.map((p) => <span key={p.id}>{displayPhone(p.phoneNumber)}</span>)
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium">E-mails</dt>
            <dd className="tw-card-list break-all">
              {emails.length ? (
                emails.map((e) => <span key={e.id}>{e.email}</span>)
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="tw-card-wrap">
          {t.skype ? <Chip icon={<Video />}>Skype: {t.skype}</Chip> : null}
          {t.facebook ? (
            <Chip
              icon={<span className="icon-globe block size-3.5 shrink-0" />}
              href={socialHref(t.facebook, 'https://facebook.com/')}
            >
              {t.facebook}
            </Chip>
          ) : null}
          {t.instagram ? (
            <Chip
              icon={<span className="icon-globe block size-3.5 shrink-0" />}
              href={socialHref(t.instagram, 'https://instagram.com/')}
            >
              {t.instagram}
            </Chip>
          ) : null}
          {t.twitter ? (
            <Chip
              icon={<span className="icon-globe block size-3.5 shrink-0" />}
              href={socialHref(t.twitter, 'https://twitter.com/')}
            >
              {t.twitter}
            </Chip>
          ) : null}
        </div>
        {t.photoUrls ? (
          <ul className="tw-card-photos" aria-label="Photos">
            {t.photoUrls.map((p) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={p.thumbUrl} alt={`Photo of ${t.name}`} loading="lazy" className="tw-card-photo" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="tw-card-row">
          <TimewasterVotes
            timewasterId={t.id}
            canVote={canVote}
            initial={{ thumbsUp: t.thumbsUp, thumbsDown: t.thumbsDown, vote: t.vote ?? null, voteId: t.voteId ?? null }}
          />
          <div className="tw-card-wrap">
            {(['phone', 'email'] as const).map((kind) => (
              <MountedOnFirstOpen key={kind} trigger={dialogButton(addContactTitle(kind))}>
                {() => <AddContactDialog kind={kind} timewasterId={t.id} initiallyOpen onAdded={onAdded[kind]} />}
              </MountedOnFirstOpen>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="tw-card-toggle"
          aria-expanded={showComments}
          onClick={() => setShowComments((v) => !v)}
        >
          <span aria-hidden="true" className="icon-message-square size-4 shrink-0" />
          {showComments ? ' Hide comments' : ` Comments (${t.commentCount})`}
        </button>
        {showComments ? <TimewasterComments timewasterId={t.id} /> : null}
      </CardContent>
    </Card>
  );
}
