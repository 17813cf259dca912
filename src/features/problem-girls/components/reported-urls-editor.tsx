'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { PROBLEM_GIRL_LIMITS, PROBLEM_GIRL_MESSAGES, ReportedUrlSchema } from '../schema';

type ReportedUrl = { id: number; url: string };

/** The URL's error message from the shared schema, or null when it is valid. */
function urlError(url: string): string | null {
  const parsed = ReportedUrlSchema.safeParse({ url });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? PROBLEM_GIRL_MESSAGES.invalidUrl);
}

async function send(request: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await request();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(failureMessage(error));
    return false;
  }
}

function UrlRow({ item, onChanged }: { item: ReportedUrl; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(item.url);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/v1/admin/problem-girl-reported-urls/${item.id}`;
  const save = async () => {
    const problem = urlError(value);
    setError(problem);
    if (problem) return;
    if (
      await send(() => apiJson(path, { method: 'PATCH', body: { url: value.trim() } }), PROBLEM_GIRL_MESSAGES.urlSaved)
    ) {
      setEditing(false);
      onChanged();
    }
  };
  const remove = async () => {
    if (await send(() => apiJson(path, { method: 'DELETE' }), PROBLEM_GIRL_MESSAGES.urlDeleted)) onChanged();
  };
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {editing ? (
        <FormField label="Reported URL" error={error ?? undefined} className="flex-1">
          <Input value={value} maxLength={PROBLEM_GIRL_LIMITS.profileUrl} onChange={(e) => setValue(e.target.value)} />
        </FormField>
      ) : (
        <span className="flex-1 text-sm break-all">{item.url}</span>
      )}
      <div className="flex gap-2">
        {editing ? (
          <>
            <Button size="sm" onClick={save}>
              Save URL
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${item.url}`}>
            Edit
          </Button>
        )}
        <ConfirmDeletion
          description={`Delete the reported URL ${item.url}?`}
          onConfirm={remove}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${item.url}`}>
              Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}

/** Add, edit and delete a problem girl's reported URLs (spec §8 reported-URL mutations). */
export function ReportedUrlsEditor({ problemGirlId, urls }: { problemGirlId: number; urls: ReportedUrl[] }) {
  const router = useRouter();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const problem = urlError(url);
    setError(problem);
    if (problem) return;
    const added = await send(
      () =>
        apiJson(`/api/v1/admin/problem-girls/${problemGirlId}/reported-urls`, {
          method: 'POST',
          body: { url: url.trim() },
        }),
      PROBLEM_GIRL_MESSAGES.urlAdded,
    );
    if (added) {
      setUrl('');
      router.refresh();
    }
  };
  return (
    <div role="group" aria-label="Edit reported URLs" className="flex flex-col gap-3">
      <h3 className="font-semibold">Reported URLs</h3>
      {urls.length ? (
        <ul className="flex flex-col gap-2">
          {urls.map((item) => (
            <UrlRow key={`${item.id}:${item.url}`} item={item} onChanged={() => router.refresh()} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No reported URLs.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label="New reported URL" error={error ?? undefined} className="flex-1">
          <Input
            value={url}
            placeholder="https://"
            maxLength={PROBLEM_GIRL_LIMITS.profileUrl}
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <Button variant="secondary" onClick={add}>
          Add URL
        </Button>
      </div>
    </div>
  );
}
