'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { apiJson, fromResource, type ResourceOf, failureMessage } from '@/lib/api-client';
import { useViewerTimeZone } from '@/components/viewer-time';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatZonedDateTime } from '@/lib/zoned-time';
import type { PostDto } from '../media-dto';
import { POST_COMMENT_MAX, POST_REQUIRED_MESSAGE, PostEditSchema, type PostEditInput } from '../schema';

export function deletePostQuestion(fileType: PostDto['fileType']): string {
  const what = fileType === 'image' ? ' with its photo' : fileType === 'video' ? ' with its video' : '';
  return `Delete this post? It leaves your profile${what} and cannot be restored.`;
}

export function PostItem({
  post,
  onChanged,
  onDeleted,
}: {
  post: PostDto;
  onChanged: (post: PostDto) => void;
  onDeleted: (id: number) => void;
}) {
  const [editing, setEditing] = useState(false);
  const dateText = formatZonedDateTime(post.date, useViewerTimeZone());
  const label = `post of ${dateText}`;

  async function onDelete(): Promise<boolean> {
    try {
      await apiJson(`/api/v1/posts/${post.id}`, { method: 'DELETE' });
    } catch (error) {
      toast.error('Failed to delete post.', { description: failureMessage(error) });
      return false;
    }
    toast.success('Successfully deleted post.');
    onDeleted(post.id);
    return true;
  }

  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4" aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={post.date} className="text-sm text-muted-foreground">
          {dateText}
        </time>
        {editing ? null : (
          <div className="flex gap-1">
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <ConfirmDeletion
              description={deletePostQuestion(post.fileType)}
              onConfirm={onDelete}
              trigger={
                <Button type="button" variant="ghost" size="sm">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              }
            />
          </div>
        )}
      </div>
      {editing ? (
        <PostCommentEditor
          post={post}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onChanged(saved);
          }}
        />
      ) : post.comment ? (
        <p className="whitespace-pre-line user-text">{post.comment}</p>
      ) : null}
      {post.secureUrl && post.fileType === 'video' ? (
        <video src={post.secureUrl} controls preload="metadata" className="max-h-96 w-full rounded-md bg-black" />
      ) : post.secureUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- same-origin /media URL
        <img
          src={post.secureUrl}
          alt="Posted photo"
          loading="lazy"
          className="max-h-96 w-full rounded-md object-contain bg-surface-muted"
        />
      ) : null}
    </li>
  );
}

function PostCommentEditor({
  post,
  onCancel,
  onSaved,
}: {
  post: PostDto;
  onCancel: () => void;
  onSaved: (post: PostDto) => void;
}) {
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(PostEditSchema, {
    comment: post.comment ?? '',
  });

  async function onSubmit(values: PostEditInput) {
    // The server says the same.
    if (!values.comment?.trim() && !post.secureUrl) {
      setError('comment', { type: 'required', message: POST_REQUIRED_MESSAGE });
      return;
    }
    try {
      const saved = await apiJson<{ data: ResourceOf<PostDto> }>(`/api/v1/posts/${post.id}`, {
        method: 'PATCH',
        body: { data: { type: 'posts', id: String(post.id), attributes: { comment: values.comment || null } } },
      });
      toast.success('Successfully saved.');
      onSaved(fromResource(saved.data));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['comment'])) toast.error(failureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
      <FormField label="Comment" error={errors.comment?.message}>
        <Textarea autoFocus maxLength={POST_COMMENT_MAX} {...register('comment')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={isSubmitting} loadingText="Saving...">
          Save
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
