// Types of precompressed.mjs for the app's TypeScript (allowJs is off).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const PRECOMPRESSED_MANIFEST: string;
export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function precompressedStatic(
  distDir: string,
  options?: { dev?: boolean },
): (req: IncomingMessage, res: ServerResponse) => boolean;
