'use client';

import { ImageIcon, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ACCEPTED_TYPES, AVATAR_SIZE, checkImageFile, UPLOAD_MESSAGES, type ImageKind } from '@/lib/uploads';
import { cn } from '@/lib/utils';
import { CropDialog } from './crop-dialog';

export interface PhotoFieldProps {
  /** An image64 data URL, a stored picture's URL (/media/… or https://…), or null for none. */
  value: string | null | undefined;
  /**
   * Called with the new image64 (cropped PNG data URL) or null after 'Delete Photo'. The spec's
   * field also keeps the chosen file's name: it comes as the second argument.
   * react-hook-form's `field.onChange` can be passed as is.
   */
  onChange: (value: string | null, info?: { fileName: string | null }) => void;
  onBlur?: () => void;
  /** Name of the file input (for react-hook-form's `field.name`). */
  name?: string;
  /** react-hook-form's `field.ref`: focusing the field on a validation error focuses the upload control. */
  ref?: Ref<HTMLInputElement>;
  /** Text above the field, e.g. 'Profile picture'. */
  label: ReactNode;
  /** 'avatar' (default): PNG or JPEG. 'photo': also WebP. */
  kind?: ImageKind;
  /** Open the crop dialog after choosing (default true). False keeps the file as it is, as a data URL. */
  crop?: boolean;
  /** Validation message from the form (e.g. 'Profile picture is required'). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Also told about client-side refusals (too large, wrong type, crop failure), e.g. to show a toast. */
  onError?: (message: string) => void;
  className?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The spec's Photo field: 'Upload Photo' (or 'Change Photo' once there is one) and 'Delete Photo',
 * a preview, and the crop dialog 'Crop your new profile picture'. A controlled input: the value
 * is what the form posts as image64; the server turns it into stored files with saveImage64.
 *
 * For tests: the file input is labelled by the visible 'Upload Photo' / 'Change Photo' text, so
 * `page.getByLabel('Upload Photo').setInputFiles(file)` opens the crop dialog, whose Save button
 * sets the value.
 */
export function PhotoField({
  value,
  onChange,
  onBlur,
  name,
  ref,
  label,
  kind = 'avatar',
  crop = true,
  error,
  required,
  disabled,
  onError,
  className,
}: PhotoFieldProps) {
  const id = useId();
  const [cropSource, setCropSource] = useState<{ url: string; fileName: string } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);

  // Object URLs hold the whole file in memory until revoked.
  const releaseObjectUrl = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(() => releaseObjectUrl, []);

  function fail(message: string) {
    setLocalError(message);
    onError?.(message);
  }

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire another change
    if (!file) return;
    const refusal = checkImageFile(file, kind);
    if (refusal) return fail(refusal);
    setLocalError(null);
    if (crop) {
      releaseObjectUrl();
      objectUrl.current = URL.createObjectURL(file);
      setCropSource({ url: objectUrl.current, fileName: file.name });
      return;
    }
    try {
      onChange(await readAsDataUrl(file), { fileName: file.name });
    } catch {
      fail(UPLOAD_MESSAGES.readFailed);
    }
  }

  function closeCrop() {
    setCropSource(null);
    releaseObjectUrl();
    onBlur?.();
  }

  const uploadText = value ? 'Change Photo' : 'Upload Photo';
  const shownError = localError ?? error;
  const errorId = shownError ? `${id}-error` : undefined;
  const Placeholder = kind === 'avatar' ? UserRound : ImageIcon;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
      className={cn('flex flex-col gap-2', className)}
    >
      <span id={`${id}-label`} className="text-sm leading-none font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex size-24 shrink-0 items-center justify-center overflow-hidden border border-border bg-surface-muted text-muted-foreground',
            kind === 'avatar' ? 'rounded-full' : 'rounded-lg',
          )}
        >
          {value ? (
            // A data URL or an already stored /media URL: nothing for next/image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={value}
              alt="Photo preview"
              width={AVATAR_SIZE}
              height={AVATAR_SIZE}
              className="size-full object-cover"
            />
          ) : (
            <Placeholder aria-hidden="true" className="size-10" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={cn(
              buttonVariants({ variant: 'secondary' }),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              disabled && 'pointer-events-none opacity-55',
            )}
          >
            {uploadText}
            <input
              ref={ref}
              type="file"
              name={name}
              accept={ACCEPTED_TYPES[kind].join(',')}
              className="sr-only"
              disabled={disabled}
              aria-invalid={shownError ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={errorId}
              onChange={onFileChosen}
              onBlur={cropSource ? undefined : onBlur}
            />
          </label>
          {value ? (
            <Button
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                setLocalError(null);
                onChange(null, { fileName: null });
                onBlur?.();
              }}
            >
              Delete Photo
            </Button>
          ) : null}
        </div>
      </div>
      {shownError ? (
        <p id={errorId} role={localError ? 'alert' : undefined} className="text-sm font-medium text-danger-strong">
          {shownError}
        </p>
      ) : null}
      <CropDialog
        imageSrc={cropSource?.url ?? null}
        onCancel={closeCrop}
        onError={onError}
        onSave={(dataUrl) => {
          onChange(dataUrl, { fileName: cropSource?.fileName ?? null });
          closeCrop();
        }}
      />
    </div>
  );
}
