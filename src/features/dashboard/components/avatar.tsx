import { cn } from '@/lib/utils';

/** Round avatar from our own /media storage, or the initial when there is none. */
export function Avatar({ url, name, className }: { url: string | null; name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-2xl font-bold text-accent-strong uppercase ring-2 ring-border',
        className,
      )}
    >
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own, already resized avatar
        <img src={url} alt={`${name}'s avatar`} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1)}</span>
      )}
    </span>
  );
}
