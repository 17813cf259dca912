import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import { ArrowUpRight, Newspaper } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { NewsCardData } from '../types';

export interface NewsCardProps {
  item: NewsCardData;
  className?: string;
}

export function NewsCard({ item, className }: NewsCardProps) {
  const external = item.href ? /^https?:\/\//.test(item.href) : false;
  const date = formatDate(item.publishedAt);
  const picture = toPictureData(item.imageUrl, null, { fallbackSize: { width: 640, height: 360 } });
  const titleContent = (
    <>
      {item.title}
      {external ? <ArrowUpRight aria-hidden="true" className="ml-1 inline size-4 align-[-2px] opacity-60" /> : null}
    </>
  );
  // The link covers the card through ::after: one tab stop.
  const stretched = 'after:absolute after:inset-0 after:rounded-card after:content-[""]';

  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-xs transition-shadow',
        item.href && 'hover:shadow-md focus-within:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[16/9] bg-surface-muted">
        {picture ? (
          <ResponsiveImage
            picture={picture}
            alt=""
            sizes="(min-width: 768px) 33vw, 100vw"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-accent-soft to-surface-muted">
            <Newspaper aria-hidden="true" className="size-10 text-accent/60" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {date || item.label ? (
          <div className="flex flex-wrap items-center gap-2 text-xs">
            {item.label ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong">
                {item.label}
              </span>
            ) : null}
            {date ? (
              <time dateTime={item.publishedAt ?? undefined} className="font-medium text-muted-foreground">
                {date}
              </time>
            ) : null}
          </div>
        ) : null}
        <h3 className="text-base leading-snug font-semibold">
          {item.href ? (
            external ? (
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cn('group-hover:text-accent-strong', stretched)}
              >
                {titleContent}
              </a>
            ) : (
              <Link href={item.href} className={cn('group-hover:text-accent-strong', stretched)}>
                {titleContent}
              </Link>
            )
          ) : (
            titleContent
          )}
        </h3>
        {item.body ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.body}</p> : null}
      </div>
    </article>
  );
}
