import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { UPLOAD_MESSAGES } from '@/lib/uploads';
import { TIMEWASTER_MESSAGES } from '../schema';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(UPLOAD_MESSAGES.readFailed));
    reader.readAsDataURL(file);
  });
}

/** Uploads the chosen photos to a saved report, one by one; a failed one is a toast, the rest go on. */
export async function uploadTimewasterPhotos(timewasterId: number, files: File[]): Promise<void> {
  for (const file of files) {
    try {
      await apiJson('/api/v1/timewaster-photos', {
        method: 'POST',
        body: { data: { type: 'timewasterPhotos', attributes: { timewasterId, image64: await readAsDataUrl(file) } } },
      });
    } catch (error) {
      toast.error(TIMEWASTER_MESSAGES.photoUpload, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  }
}
