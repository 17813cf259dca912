import 'server-only';
import { AppError } from './app-error';
import { JSON_API_MEDIA_TYPE } from './json-api';

// JSON:API 1.1 content negotiation for /api/v1: we apply no extensions and ignore profiles, so an
// ext or unknown parameter is a 415 (Content-Type) or 406 (Accept).

const SUPPORTED_EXTENSIONS: ReadonlySet<string> = new Set();

export interface MediaRange {
  type: string;
  /** Names lower-cased, quotes removed; an Accept's q and what follows left out. */
  params: Map<string, string>;
  q: number;
}

/** A profile URI list is quoted and may hold ';' or ','. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text[i + 1]!;
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"'))
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

export function parseMediaRange(text: string, { accept = false } = {}): MediaRange {
  const [type = '', ...rawParams] = splitOutsideQuotes(text, ';');
  const params = new Map<string, string>();
  let q = 1;
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    const name = (equals === -1 ? raw : raw.slice(0, equals)).trim().toLowerCase();
    if (name === '') continue;
    const value = equals === -1 ? '' : unquote(raw.slice(equals + 1));
    // In an Accept header, q separates the media type's parameters from accept extensions (RFC 9110 §12.5.1).
    if (accept && name === 'q') {
      const weight = Number(value);
      q = Number.isFinite(weight) ? weight : 1;
      break;
    }
    params.set(name, value);
  }
  return { type: type.trim().toLowerCase(), params, q };
}

export function parseAccept(header: string): MediaRange[] {
  return splitOutsideQuotes(header, ',')
    .filter((item) => item.trim() !== '')
    .map((item) => parseMediaRange(item, { accept: true }));
}

function usable(range: MediaRange): boolean {
  for (const [name, value] of range.params) {
    if (name === 'profile') continue; // profiles a server does not know are ignored
    if (name !== 'ext') return false;
    const extensions = value.split(/\s+/).filter(Boolean);
    if (extensions.some((uri) => !SUPPORTED_EXTENSIONS.has(uri))) return false;
  }
  return true;
}

export function negotiateJsonApi(headers: Headers): void {
  const contentType = headers.get('content-type');
  if (contentType) {
    const media = parseMediaRange(contentType);
    if (media.type === JSON_API_MEDIA_TYPE && !usable(media))
      throw new AppError(
        'unsupported_media_type',
        'The JSON:API media type takes no parameters other than ext and profile, and this API applies no extensions.',
      );
  }
  const accept = headers.get('accept');
  if (accept) {
    const instances = parseAccept(accept).filter((range) => range.type === JSON_API_MEDIA_TYPE);
    if (instances.length > 0 && !instances.some((range) => range.q > 0 && usable(range)))
      throw new AppError('not_acceptable');
  }
}
