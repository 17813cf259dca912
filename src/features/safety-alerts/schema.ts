import { z } from 'zod';

// The bodies of her writes (docs/decisions/043), shared by the dashboard, the settings and the API.

export const SAFETY_ALERT_MESSAGES = {
  seen: 'Only marking an alert seen is possible.',
  enabled: 'Choose whether to get safety alerts.',
} as const;

/** PATCH /api/v1/safety-alerts/{id}: `seen: true` (an alert is not made unseen again). */
export const SafetyAlertPatchSchema = z.object({
  seen: z.literal(true, { message: SAFETY_ALERT_MESSAGES.seen }),
});

/** PATCH /api/v1/safety-alert-settings: her "Safety alerts" switch. */
export const SafetyAlertSettingSchema = z.object({
  enabled: z.boolean({ message: SAFETY_ALERT_MESSAGES.enabled }),
});
