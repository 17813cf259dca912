'use client';

import { useCallback, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AVATAR_SIZE, UPLOAD_MESSAGES } from '@/lib/uploads';
import { CropCanvasError, cropToPngDataUrl } from './crop-image';

export const CROP_DIALOG_TITLE = 'Crop your new profile picture';

export interface CropDialogProps {
  imageSrc: string | null;
  outputSize?: number;
  onCancel: () => void;
  /** The spec's image64. */
  onSave: (dataUrl: string) => void;
  onError?: (message: string) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

export function CropDialog({ imageSrc, outputSize = AVATAR_SIZE, onCancel, onSave, onError }: CropDialogProps) {
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Reset the crop on a new picture (adjusted during render, not in an effect).
  const [shownSrc, setShownSrc] = useState(imageSrc);
  if (shownSrc !== imageSrc) {
    setShownSrc(imageSrc);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setArea(null);
    setError(null);
  }

  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  async function save() {
    if (!imageSrc || !area) return;
    setSaving(true);
    setError(null);
    try {
      onSave(await cropToPngDataUrl(imageSrc, area, outputSize));
    } catch (cause) {
      const message = cause instanceof CropCanvasError ? UPLOAD_MESSAGES.unexpected : UPLOAD_MESSAGES.readFailed;
      setError(message);
      onError?.(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={imageSrc !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>{CROP_DIALOG_TITLE}</DialogTitle>
          <DialogDescription className="sr-only">
            Drag the picture to position it inside the circle and use the zoom slider to resize it.
          </DialogDescription>
        </DialogHeader>
        <div className="relative h-72 w-full overflow-hidden rounded-lg bg-black sm:h-80">
          {imageSrc ? (
            <Cropper
              image={imageSrc}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              onMediaLoaded={() => setError(null)}
              mediaProps={{ alt: '', onError: () => setError(UPLOAD_MESSAGES.readFailed) }}
            />
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-medium">
            Zoom
          </label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="h-2 w-full cursor-pointer accent-accent"
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={!area}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
