'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { CrawledProblemGirl, PendingSessionGirl, PendingSessionGirlReport } from '../queue-items';
import { MODERATION_TOASTS } from '../schema';
import type { Decide } from './decide';
import { DecisionButtons } from './decision-buttons';
import { ViewerTime } from '@/components/viewer-time';

// The queue's items about session girls and crawled problem girls.

/** Spec "Sessiongirls profile approvals": Approve or Reject (POST /admin/sessiongirl/{id}). */
export function SessionGirlItem({ girl, decide }: { girl: PendingSessionGirl; decide: Decide }) {
  const url = `/admin/sessiongirl/${girl.id}`;
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={girl.username} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {girl.pictureUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored picture
          <img src={girl.pictureUrl} alt="" className="size-24 rounded-md object-cover" />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-md bg-surface-muted text-xs">No picture</div>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <span className="font-medium user-text">
            {girl.username} {girl.name ? `(${girl.name})` : null}
          </span>
          <DecisionButtons
            kind="session-girl"
            onApprove={() => decide(url, { approved: true }, MODERATION_TOASTS.approved)}
            onReject={(reason) => decide(url, { approved: false, ...reason }, MODERATION_TOASTS.rejected)}
          />
          <LegacyMatch girl={girl} />
        </div>
      </article>
    </li>
  );
}

/**
 * Spec "Legacy match": a profile that is not matched yet can be tied to its legacy-site id, which
 * turns on her new-girl notification and travel e-mails. The item stays for its approval.
 */
function LegacyMatch({ girl }: { girl: PendingSessionGirl }) {
  const router = useRouter();
  const [legacyId, setLegacyId] = useState(girl.legacyGirlId ? String(girl.legacyGirlId) : '');
  const [matched, setMatched] = useState(girl.legacyGirlId);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (matched !== null) return <span className="text-muted-foreground">Legacy profile {matched}</span>;
  const match = async () => {
    const id = Number(legacyId);
    if (!/^\d+$/.test(legacyId.trim()) || id <= 0) return setError('Legacy id must be a positive number');
    setError(undefined);
    setSaving(true);
    try {
      await apiJson(`/api/v1/admin/session-girls/${girl.id}/legacy-match`, {
        method: 'POST',
        body: { legacyGirlId: id },
      });
      setMatched(id);
      toast.success(MODERATION_TOASTS.legacyMatched);
      router.refresh();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label="Legacy id" error={error}>
        <Input inputMode="numeric" className="w-32" value={legacyId} onChange={(e) => setLegacyId(e.target.value)} />
      </FormField>
      <Button size="sm" variant="secondary" loading={saving} onClick={match}>
        Match legacy id
      </Button>
    </div>
  );
}

/** Spec "Add email to scraped SessionGirl": Match with an address, or No match (set empty email). */
export function ScrapedEmailItem({ girl, decide }: { girl: PendingSessionGirl; decide: Decide }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const url = `/api/v1/admin/session-girls/${girl.id}/email`;
  const match = async () => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return setError('Invalid email');
    await decide(url, { email: email.trim() }, MODERATION_TOASTS.emailAdded);
  };
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`E-mail for ${girl.username}`} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label={`E-mail of ${girl.username}`} error={error} className="flex-1">
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={match}>
            Match
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decide(url, { email: '' }, MODERATION_TOASTS.emailAdded)}
          >
            No match (set empty email)
          </Button>
        </div>
      </article>
    </li>
  );
}

/** Spec "New Problem Girls Crawled": a crawled record leaves the section once looked at. */
export function CrawledItem({ girl, decide }: { girl: CrawledProblemGirl; decide: Decide }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <Link href={`/admin/problem-girls/${girl.id}`} className="font-medium underline-offset-2 hover:underline">
          {girl.name ?? `Problem girl ${girl.id}`}
        </Link>
        <span className="text-muted-foreground">{girl.pageTitle ?? 'Page title is null.'}</span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => decide(`/api/v1/admin/problem-girls/${girl.id}/reviewed`, {}, MODERATION_TOASTS.reviewed)}
      >
        Mark as reviewed
      </Button>
    </li>
  );
}

/** A guy's report on a session girl: Mark as handled (kept, out of the queue) or Delete. */
export function SessionGirlReportItem({ report, decide }: { report: PendingSessionGirlReport; decide: Decide }) {
  const url = `/api/v1/admin/session-girl-reports/${report.id}/decision`;
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`Report on ${report.sessionGirl.username}`} className="flex flex-col gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link
            href={`/sessiongirls/${encodeURIComponent(report.sessionGirl.username)}`}
            className="font-medium underline-offset-2 hover:underline"
          >
            {report.sessionGirl.username}
          </Link>
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-strong">
            {report.category}
          </span>
        </p>
        <p className="whitespace-pre-line user-text">{report.comment ?? ''}</p>
        <p className="text-muted-foreground">
          By {report.reporter ?? 'Unknown/Banned User'} · <ViewerTime value={report.createdAt} />
        </p>
        <DecisionButtons
          kind="session-girl-report"
          approveLabel="Mark as handled"
          rejectLabel="Delete"
          onApprove={() => decide(url, { action: 'handled' }, MODERATION_TOASTS.handled)}
          onReject={(reason) => decide(url, { action: 'delete', ...reason }, MODERATION_TOASTS.deleted)}
          confirmReject={{
            title: 'Confirm Deletion',
            description: `Delete this report on ${report.sessionGirl.username}? It cannot be restored.`,
          }}
        />
      </article>
    </li>
  );
}
