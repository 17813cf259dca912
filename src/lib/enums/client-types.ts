export const CLIENT_TYPES = [
  { value: 'timewaster', label: 'Timewaster' },
  { value: 'dangerous', label: 'Dangerous' },
  { value: 'weirdo', label: 'Weirdo' },
  { value: 'scammer', label: 'Scammer' },
  { value: 'pervert', label: 'Pervert' },
  { value: 'good guy', label: 'Good Guy' },
] as const;

export type ClientType = (typeof CLIENT_TYPES)[number]['value'];

export const CLIENT_TYPE_VALUES: readonly ClientType[] = CLIENT_TYPES.map((c) => c.value);

export function isClientType(value: string): value is ClientType {
  return (CLIENT_TYPE_VALUES as readonly string[]).includes(value);
}

export function clientTypeLabel(value: ClientType): string {
  return CLIENT_TYPES.find((c) => c.value === value)!.label;
}
