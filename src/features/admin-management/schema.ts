import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { optionalText, tooLong } from '@/lib/text-fields';
import { checkReason, reasonCodeSchema, reasonFields, type DecisionKind } from '@/features/due-process/reason-codes';

// Bodies of the admin-management endpoints, shared with the pages' forms.

/** The girl's boolean attributes a moderator toggles, by their spec (snake_case) names. */
export const GIRL_TOGGLE_ATTRIBUTES = {
  profile_approved: 'profileApproved',
  profile_pic_approved: 'profilePicApproved',
  admin_show_profile: 'adminShowProfile',
  girl_show_profile: 'girlShowProfile',
  matside_girl: 'matsideGirl',
  trans: 'trans',
  is_scammer: 'isScammer',
  active: 'active',
  banned: 'banned',
} as const;
export type GirlToggleAttribute = keyof typeof GIRL_TOGGLE_ATTRIBUTES;
export const GIRL_TOGGLE_NAMES = Object.keys(GIRL_TOGGLE_ATTRIBUTES) as [GirlToggleAttribute, ...GirlToggleAttribute[]];

/** Spec §8 Admin: the toggle's answers. */
export const toggledMessage = (attribute: string, value: boolean) => `Successfully toggled ${attribute} to ${value}`;
export const toggleFailedMessage = (attribute: string, value: boolean) => `Failed to toggle ${attribute} to ${value}`;

/** Standing switches: decisions with a reason code (decision 037); `refused` is the value saying no. */
export const GIRL_STANDING_ATTRIBUTES = {
  profile_approved: { refused: false, kind: 'girl' },
  profile_pic_approved: { refused: false, kind: 'profile-picture' },
  admin_show_profile: { refused: false, kind: 'account' },
  is_scammer: { refused: true, kind: 'account' },
  banned: { refused: true, kind: 'account' },
} as const satisfies Partial<Record<GirlToggleAttribute, { refused: boolean; kind: DecisionKind }>>;
export type GirlStandingAttribute = keyof typeof GIRL_STANDING_ATTRIBUTES;

export function isStandingAttribute(attribute: GirlToggleAttribute): attribute is GirlStandingAttribute {
  return attribute in GIRL_STANDING_ATTRIBUTES;
}

/** Whether the switch's new value is a no (un-approving, marking a scammer…): it needs a reason code. */
export function isRefusal(attribute: GirlToggleAttribute, value: boolean): boolean {
  return isStandingAttribute(attribute) && GIRL_STANDING_ATTRIBUTES[attribute].refused === value;
}

// PATCH /api/v1/admin/girls/{id}/attributes – a standing switch carries {reasonCode, reason}
export const GirlToggleSchema = z
  .object({
    attribute: z.enum(GIRL_TOGGLE_NAMES, { message: 'Unknown attribute.' }),
    value: z.boolean({ message: 'The value must be true or false.' }),
    ...reasonFields,
  })
  .superRefine((body, ctx) => {
    if (!isStandingAttribute(body.attribute)) return;
    checkReason(GIRL_STANDING_ATTRIBUTES[body.attribute].kind, () => !isRefusal(body.attribute, body.value))(body, ctx);
  });
export type GirlToggle = z.output<typeof GirlToggleSchema>;

export const UNBAN_AT_FUTURE = 'The unban date must be in the future.';
export const UNBAN_AT_INVALID = 'Please enter a valid date.';

// POST /api/v1/admin/{girls|guys}/{id}/ban – {unbanAt: 'YYYY-MM-DD' | ISO time | null (for good)}
export const BanSchema = z
  .object({
    unbanAt: z
      .union([z.string().max(40), z.null()], { message: UNBAN_AT_INVALID })
      .optional()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const when = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
        if (Number.isNaN(when.getTime())) {
          ctx.addIssue({ code: 'custom', message: UNBAN_AT_INVALID });
          return z.NEVER;
        }
        if (when.getTime() <= Date.now()) {
          ctx.addIssue({ code: 'custom', message: UNBAN_AT_FUTURE });
          return z.NEVER;
        }
        return when;
      }),
    reason: z.string().trim().max(500, 'Too long (max characters: 500)').optional(),
    // A ban is a no: it needs a reason code (decision 037).
    reasonCode: reasonCodeSchema.optional(),
  })
  .superRefine(checkReason('ban', () => false));
export type Ban = z.output<typeof BanSchema>;

// PATCH /api/v1/admin/guys/{id} – the admin show profile switch: hiding him is a no, with a reason code
export const GuyPatchSchema = z
  .object({ adminShowProfile: z.boolean({ message: 'The value must be true or false.' }), ...reasonFields })
  .superRefine(checkReason('account', (body) => body.adminShowProfile));
export type GuyPatch = z.output<typeof GuyPatchSchema>;

// PATCH /api/v1/admin/session-girls/{id} – edit the e-mail ('' = no match) or match a legacy id
export const SessionGirlPatchSchema = z
  .object({
    email: z.union([z.literal(''), z.email('Please enter a valid email address.').max(254)]).optional(),
    legacyGirlId: z.union([recordIdSchema('The legacy id must be a positive whole number.'), z.null()]).optional(),
  })
  .refine((value) => value.email !== undefined || value.legacyGirlId !== undefined, {
    message: 'Nothing to change.',
  });
export type SessionGirlPatch = z.output<typeof SessionGirlPatchSchema>;

// PATCH /api/v1/admin/session-girl-images/{id} – a rejection needs a reason code
export const SessionGirlImagePatchSchema = z
  .object({
    jenApproved: z.boolean().nullable().optional(),
    explicit: z.boolean().optional(),
    explicitNudity: z.boolean().optional(),
    ...reasonFields,
  })
  .refine(
    ({ jenApproved, explicit, explicitNudity }) =>
      [jenApproved, explicit, explicitNudity].some((field) => field !== undefined),
    {
      message: 'Nothing to change.',
    },
  )
  .superRefine(checkReason('explicit-image', (body) => body.jenApproved !== false));
export type SessionGirlImagePatch = z.output<typeof SessionGirlImagePatchSchema>;

export const REPUTATION_REQUIRED = 'Please enter a url, a girl handle or a guy handle.';

// POST /api/v1/admin/reputation-items, PATCH /api/v1/admin/reputation-items/{id}
export const ReputationItemSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000, tooLong(2000))
      .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Please enter a valid URL.')
      .nullable()
      .optional()
      .transform((value) => value || null),
    girlHandle: optionalText(200),
    guyHandle: optionalText(200),
    description: optionalText(5000),
    /** A new picture (a data URL); null removes the picture; absent keeps it. */
    image64: z.string().max(16_000_000).nullable().optional(),
  })
  .refine((value) => value.url || value.girlHandle || value.guyHandle, {
    message: REPUTATION_REQUIRED,
    path: ['url'],
  });
export type ReputationItemValues = z.output<typeof ReputationItemSchema>;

// POST /api/v1/admin/{girls|guys}/{id}/report-suspension – {reasonCode, reason}: a code is required
export const ReportSuspensionSchema = z.object(reasonFields).superRefine(checkReason('report-suspension', () => false));
export type ReportSuspensionBody = z.output<typeof ReportSuspensionSchema>;
