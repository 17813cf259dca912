import type { SelectOption } from '@/components/ui/select';
import { BODY_TYPES } from '@/lib/enums/body-types';
import { HEIGHTS } from '@/lib/enums/heights';
import { US_STATES } from '@/lib/enums/us-states';
import { WEIGHTS } from '@/lib/enums/weights';

export const HEIGHT_OPTIONS: readonly SelectOption[] = HEIGHTS.map((h) => ({
  value: String(h.inches),
  label: h.label,
}));
export const WEIGHT_OPTIONS: readonly SelectOption[] = WEIGHTS.map((w) => ({ value: String(w.lbs), label: w.label }));
export const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));
export const PHYSIQUE_OPTIONS: readonly SelectOption[] = BODY_TYPES.map((b) => ({ value: b, label: b }));
