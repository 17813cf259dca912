'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { ModeratorNoteDto } from '../queries';
import { NOTE_MAX, NOTE_REQUIRED } from '../schema';
import { ViewerTime } from '@/components/viewer-time';

/** `onSave` throws (error under the field) or returns false; the text stays then. */
export function NoteView({
  note,
  onEdit,
}: {
  note: { comment: string; moderator: string | null; updatedAt: string };
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="whitespace-pre-line user-text">{note.comment}</p>
      <p className="text-xs text-muted-foreground">
        {note.moderator ?? 'Deleted account'} · <ViewerTime value={note.updatedAt} />
      </p>
      <div>
        <Button size="sm" variant="ghost" onClick={onEdit}>
          Edit
        </Button>
      </div>
    </div>
  );
}

export function NoteEditor({
  label,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSave: (comment: string) => Promise<boolean | void>;
  onCancel?: () => void;
}) {
  const [comment, setComment] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!comment.trim()) return setError(NOTE_REQUIRED);
    setSaving(true);
    try {
      if ((await onSave(comment.trim())) === false) return;
      setError(undefined);
      if (!initial) setComment('');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} error={error}>
        <Textarea rows={3} maxLength={NOTE_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
      </FormField>
      <div className="flex gap-2">
        <Button size="sm" onClick={save} loading={saving} loadingText="Saving...">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** After a save: `onChanged`, else the page is refreshed. */
export function ModeratorNotes({
  girlId,
  notes,
  onChanged,
}: {
  girlId: number;
  notes: ModeratorNoteDto[];
  onChanged?: () => void;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const saved = (text: string) => {
    toast.success(text);
    if (onChanged) onChanged();
    else router.refresh();
  };
  return (
    <section aria-label="Moderator notes" className="mx-auto w-full max-w-5xl px-4 pb-10">
      <div className="flex flex-col gap-4 rounded-card border border-warning/40 bg-surface-muted p-4">
        <h2 className="text-lg font-semibold">Moderator notes</h2>
        <p className="text-sm text-muted-foreground">Only moderators see these notes.</p>
        {notes.length === 0 ? <p className="text-sm">No notes yet.</p> : null}
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border bg-surface p-3 text-sm">
              {editing === note.id ? (
                <NoteEditor
                  label="Edit note"
                  initial={note.comment}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSave={async (comment) => {
                    await apiJson(`/api/v1/moderator-notes/${note.id}`, { method: 'PATCH', body: { comment } });
                    setEditing(null);
                    saved('Note saved');
                  }}
                />
              ) : (
                <NoteView note={note} onEdit={() => setEditing(note.id)} />
              )}
            </li>
          ))}
        </ul>
        <NoteEditor
          label="New note"
          submitLabel="Add note"
          onSave={async (comment) => {
            await apiJson(`/api/v1/girls/${girlId}/moderator-notes`, { method: 'POST', body: { comment } });
            saved('Note added');
          }}
        />
      </div>
    </section>
  );
}
