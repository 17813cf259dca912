// news_feed.card_info is free-form JSON (spec §3): only safe, known fields reach the card.
import type { NewsCardData } from './types';

const LABELS: Record<string, string> = {
  announcement: 'Announcement',
  new_girl: 'New girl',
  travel: 'Travel',
};

function firstString(info: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = info[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** card_info must never smuggle a javascript: link. */
export function safeHref(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function kindLabel(type: string | null): string | null {
  if (!type) return null;
  const known = LABELS[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : null;
}

function isoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

export interface NewsRow {
  id: number;
  cardInfo: unknown;
  createdAt: Date | string | null;
}

export function toNewsCard(row: NewsRow): NewsCardData | null {
  const info =
    row.cardInfo && typeof row.cardInfo === 'object' && !Array.isArray(row.cardInfo)
      ? (row.cardInfo as Record<string, unknown>)
      : {};
  const title = firstString(info, ['title', 'headline', 'name']);
  if (!title) return null;
  return {
    id: row.id,
    title,
    label: kindLabel(firstString(info, ['type', 'kind'])),
    body: firstString(info, ['body', 'description', 'text', 'content', 'summary']),
    imageUrl: safeHref(firstString(info, ['imageUrl', 'image_url', 'image', 'picture'])),
    href: safeHref(firstString(info, ['href', 'link', 'url'])),
    publishedAt: isoDate(info.publishedAt ?? info.published_at ?? info.date ?? row.createdAt),
  };
}
