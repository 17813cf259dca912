import { cx } from '@/lib/class-names';

export const COUNT_FROM_SHARE = 0.8;

export function showsCount(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNT_FROM_SHARE);
}

const number = (value: number) => value.toLocaleString('en-US');

export function countText(length: number, max: number): string {
  const count = `${number(length)} / ${number(max)} characters`;
  return length > max ? `${count}: ${number(length - max)} too many` : count;
}

/** Decision 046: nothing is cut; over the limit the count turns red and the form refuses it. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  if (!showsCount(length, max)) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cx(
        'text-right text-xs tabular-nums',
        length > max ? 'font-medium text-danger-strong' : 'text-muted-foreground',
      )}
    >
      {countText(length, max)}
    </p>
  );
}
