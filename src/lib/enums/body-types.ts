export const BODY_TYPES = ['Slim', 'Athletic', 'Curvy', 'Bodybuilder', 'BBW'] as const;

export type BodyType = (typeof BODY_TYPES)[number];

export function isBodyType(value: string): value is BodyType {
  return (BODY_TYPES as readonly string[]).includes(value);
}
