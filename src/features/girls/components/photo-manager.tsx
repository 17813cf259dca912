'use client';

import { Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { buttonVariants, Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, CSRF_HEADER, fromResource, JSON_API_MEDIA_TYPE, type ResourceOf } from '@/lib/api-client';
import { GALLERY_LIMITS_TEXT, UPLOAD_MESSAGES } from '@/lib/uploads';
import { cx } from '@/lib/class-names';
import type { PhotoDto } from '../media-dto';

/** Spec §9. */
export const MAX_FILES_PER_FORM = 100;
export const PHOTO_DELETE_DELAY_MS = 1000;
const ACCEPT = 'image/png,image/jpeg,video/mp4';

interface UploadRow {
  id: string;
  name: string;
  progress: number;
  error: string | null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read')));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** Only XHR reports upload progress. */
function postWithProgress(body: string, onProgress: (percent: number) => void): Promise<PhotoDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/photos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', JSON_API_MEDIA_TYPE);
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      let parsed: { data?: ResourceOf<PhotoDto>; errors?: { detail?: string }[] } = {};
      try {
        parsed = JSON.parse(xhr.responseText) as typeof parsed;
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300 && parsed.data) resolve(fromResource(parsed.data));
      else reject(new ApiError(xhr.status, parsed.errors?.[0]?.detail ?? UPLOAD_MESSAGES.uploadFailed));
    };
    xhr.onerror = () => reject(new ApiError(undefined));
    xhr.send(body);
  });
}

export function PhotoManager({ girlId, initialPhotos }: { girlId: number; initialPhotos: PhotoDto[] }) {
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const update = (id: string, change: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row)));

  async function uploadOne(file: File, id: string) {
    try {
      const dataUrl = await readAsDataUrl(file);
      const photo = await postWithProgress(
        JSON.stringify({ data: { type: 'photos', attributes: { image64: dataUrl, userId: girlId } } }),
        (p) => update(id, { progress: p }),
      );
      update(id, { progress: 100 });
      setPhotos((list) => [photo, ...list]);
      setUploads((rows) => rows.filter((row) => row.id !== id));
    } catch (error) {
      // An unreadable file gives the spec's read failure.
      const message = error instanceof ApiError ? error.message : UPLOAD_MESSAGES.readFailed;
      update(id, { error: message });
      toast.error('File Upload Error (#001)', { description: message });
    }
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, MAX_FILES_PER_FORM);
    event.target.value = '';
    const rows = files.map((file, i) => ({
      id: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
      error: null,
    }));
    setUploads((current) => [...current, ...rows]);
    // One at a time keeps memory and the server's load small.
    for (const [i, file] of files.entries()) await uploadOne(file, rows[i]!.id);
  }

  async function onDelete(id: number) {
    setDeleting(id);
    await new Promise((resolve) => setTimeout(resolve, PHOTO_DELETE_DELAY_MS));
    try {
      await apiFetch(`/api/v1/photos/${id}`, { method: 'DELETE' });
      setPhotos((list) => list.filter((photo) => photo.id !== id));
    } catch (error) {
      toast.error('File Delete Error (#002)', { description: error instanceof ApiError ? error.detail : undefined });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={cx(
            buttonVariants({ variant: 'secondary' }),
            'cursor-pointer focus-within:ring-2 focus-within:ring-accent',
          )}
        >
          Upload Photo
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            onChange={onFiles}
            className="sr-only"
            aria-label="Upload Photo"
          />
        </label>
        <p className="text-sm text-muted-foreground">
          {GALLERY_LIMITS_TEXT}, up to {MAX_FILES_PER_FORM} files at once. New photos are shown once a moderator
          approves them.
        </p>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 text-sm">
              <span className="truncate">{row.name}</span>
              <Progress
                value={row.progress}
                label={`Upload progress of ${row.name}`}
                showValue
                tone={row.error ? 'danger' : 'accent'}
              />
              {row.error ? <span className="text-danger-strong">{row.error}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <ul aria-label="My photos" className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.id} className="flex flex-col gap-2">
            <div className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
              {photo.fileType === 'video' ? (
                <video
                  src={photo.secureUrl}
                  controls
                  preload="metadata"
                  className="absolute inset-0 size-full object-cover"
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- same-origin /media URL; square box
                <img src={photo.thumbUrl} alt="" className="absolute inset-0 size-full object-cover" />
              )}
              <span className="absolute top-1.5 left-1.5">
                {photo.approved ? (
                  <Chip tone="success">Approved</Chip>
                ) : (
                  <Chip tone="warning">Waiting for approval</Chip>
                )}
              </span>
            </div>
            <ConfirmDeletion
              description="Delete this photo? It leaves your profile and cannot be restored."
              onConfirm={() => onDelete(photo.id)}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  loading={deleting === photo.id}
                  loadingText="Deleting..."
                  disabled={deleting !== null}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete Photo
                </Button>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
