import 'server-only';
import { AppError } from './app-error';
import { JSON_API_MEDIA_TYPE } from './json-api';

// JSON:API 1.1 content negotiation (https://jsonapi.org/format/1.1/#content-negotiation-servers),
// applied by endpoint() to every /api/v1 request. The API applies no extensions and ignores
// profiles, so: a Content-Type of the JSON:API media type with a parameter other than ext/profile,
// or with any ext, is a 415; an Accept whose every JSON:API instance carries such a parameter (or
// an extension) is a 406. Clients that send no JSON:API media type at all are not affected.

/** Extension URIs this API applies: none. */
const SUPPORTED_EXTENSIONS: ReadonlySet<string> = new Set();

export interface MediaRange {
  type: string;
  /** Media type parameters, names lower-cased, quotes removed (an Accept's q and what follows it left out). */
  params: Map<string, string>;
  /** The Accept weight (1 when absent). */
  q: number;
}

/** Splits on `separator` outside double-quoted strings (a profile URI list is quoted and may hold ';' or ','). */
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

/** One media type (a Content-Type) or range (an Accept item) with its parameters. */
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

/** An Accept header's media ranges. */
export function parseAccept(header: string): MediaRange[] {
  return splitOutsideQuotes(header, ',')
    .filter((item) => item.trim() !== '')
    .map((item) => parseMediaRange(item, { accept: true }));
}

/** Whether the JSON:API media type with these parameters is one this API can honour. */
function usable(range: MediaRange): boolean {
  for (const [name, value] of range.params) {
    if (name === 'profile') continue; // profiles a server does not know are ignored
    if (name !== 'ext') return false;
    const extensions = value.split(/\s+/).filter(Boolean);
    if (extensions.some((uri) => !SUPPORTED_EXTENSIONS.has(uri))) return false;
  }
  return true;
}

/** Throws the 415 or 406 JSON:API prescribes for this request, or returns. */
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
