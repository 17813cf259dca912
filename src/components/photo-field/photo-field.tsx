'use client';

import { ImageIcon, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ACCEPTED_TYPES, AVATAR_SIZE, checkImageFile, UPLOAD_MESSAGES, type ImageKind } from '@/lib/uploads';
import { cx } from '@/lib/class-names';
import { CropDialog } from './crop-dialog';

export interface PhotoFieldProps {
  value: string | null | undefined;
  /** The image64 or null; the file name comes as the second argument (field.onChange fits). */
  onChange: (value: string | null, info?: { fileName: string | null }) => void;
  onBlur?: () => void;
  name?: string;
  /** Focusing the field on a validation error focuses the upload control. */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  kind?: ImageKind;
  /** False keeps the file as it is, as a data URL. */
  crop?: boolean;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Also told about client-side refusals. */
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
 * The spec's Photo field with its crop dialog; the value is what the form posts as image64. Tests:
 * `getByLabel('Upload Photo').setInputFiles(file)` opens the crop dialog.
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

  // Object URLs hold the whole file until revoked.
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
      className={cx('flex flex-col gap-2', className)}
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
          className={cx(
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
            className={cx(
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
