// GET /media/{key} – serve an uploaded file from the storage adapter
import { serveMedia } from '@/server/storage/serve-media';

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  return serveMedia(request, key);
}
