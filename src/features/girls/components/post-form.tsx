'use client';

import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError, apiJson, fromResource, type ResourceOf } from '@/lib/api-client';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads';
import type { PostDto } from '../media-dto';
import { PostItem } from './post-item';
import { POST_COMMENT_MAX, PostSchema, type PostInput } from '../schema';

const ACCEPT = ['image/png', 'image/jpeg', 'video/mp4'];

export function PostForm({ girlId, initialPosts }: { girlId: number; initialPosts: PostDto[] }) {
  const [posts, setPosts] = useState(initialPosts);
  const [file, setFile] = useState<{ name: string; dataUrl: string } | null>(null);
  const { register, handleSubmit, reset, setValue, errors, isSubmitting } = useSchemaForm(PostSchema, {
    comment: '',
    image64: null,
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (!ACCEPT.includes(chosen.type)) return void toast.error(UPLOAD_MESSAGES.uploadFailed);
    if (chosen.type !== 'video/mp4' && chosen.size >= MAX_IMAGE_BYTES)
      return void toast.error(UPLOAD_MESSAGES.tooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      setFile({ name: chosen.name, dataUrl });
      setValue('image64', dataUrl);
    };
    reader.onerror = () => toast.error(UPLOAD_MESSAGES.readFailed);
    reader.readAsDataURL(chosen);
  }

  async function onSubmit(values: PostInput) {
    try {
      const body = {
        data: {
          type: 'posts',
          attributes: { comment: values.comment || null, image64: values.image64 || null, userId: girlId },
        },
      };
      const saved = await apiJson<{ data: ResourceOf<PostDto> }>('/api/v1/posts', { method: 'POST', body });
      setPosts((list) => [fromResource(saved.data), ...list]);
      setFile(null);
      reset({ comment: '', image64: null });
      toast.success('Successfully saved.');
    } catch (error) {
      toast.error('Failed to upload file.', { description: error instanceof ApiError ? error.detail : undefined });
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
      >
        <FormField label="Comment" error={errors.comment?.message}>
          <Textarea maxLength={POST_COMMENT_MAX} {...register('comment')} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex cursor-pointer items-center rounded-md border border-input px-3 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-accent">
            {file ? 'Change Photo' : 'Upload Photo'}
            <input
              type="file"
              accept={ACCEPT.join(',')}
              onChange={onFile}
              className="sr-only"
              aria-label="Photo or video"
            />
          </label>
          {file ? <span className="truncate text-sm text-muted-foreground">{file.name}</span> : null}
          {file ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setFile(null);
                setValue('image64', null);
              }}
            >
              Delete Photo
            </Button>
          ) : null}
        </div>
        {isSubmitting && file ? <Progress label="Upload progress" /> : null}
        <div>
          <Button type="submit" loading={isSubmitting} loadingText="Posting...">
            Post
          </Button>
        </div>
      </form>

      {posts.length === 0 ? <EmptyState title="No posts yet." /> : null}
      <ol aria-label="Posts" className="flex flex-col gap-4">
        {posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            onChanged={(saved) => setPosts((list) => list.map((p) => (p.id === saved.id ? saved : p)))}
            onDeleted={(id) => setPosts((list) => list.filter((p) => p.id !== id))}
          />
        ))}
      </ol>
    </div>
  );
}
