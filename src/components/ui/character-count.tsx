import { cn } from '@/lib/utils';

/** A limited text shows its count from this share of its limit on. */
export const COUNT_FROM_SHARE = 0.8;

/** True when a text of `length` characters is near enough to `max` to show its count. */
export function showsCount(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNT_FROM_SHARE);
}

const number = (value: number) => value.toLocaleString('en-US');

/** '1,650 / 2,000 characters', and how many too many once over the limit. */
export function countText(length: number, max: number): string {
  const count = `${number(length)} / ${number(max)} characters`;
  return length > max ? `${count}: ${number(length - max)} too many` : count;
}

/**
 * A limited text's count, under its field, once it is near the limit (every limited text field
 * shows it: the Textarea does when given `maxLength`). Nothing is cut: over the limit the count
 * turns red and the form's "Too long (max characters: N)" refuses it.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  if (!showsCount(length, max)) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'text-right text-xs tabular-nums',
        length > max ? 'font-medium text-danger-strong' : 'text-muted-foreground',
      )}
    >
      {countText(length, max)}
    </p>
  );
}
