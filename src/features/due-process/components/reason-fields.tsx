'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  REASON_CODES,
  REASON_MESSAGES,
  REASON_TEXT_MAX,
  reasonCodesFor,
  type DecisionKind,
  type ReasonCodeId,
} from '@/features/due-process/reason-list';

/** What a moderator gives with a refusal: a code from the list, and a note ("Other" needs one). */
export interface DecisionReason {
  reasonCode: ReasonCodeId;
  reason?: string;
}

export interface ReasonDraft {
  reasonCode: ReasonCodeId | '';
  reason: string;
}

export const EMPTY_REASON: ReasonDraft = { reasonCode: '', reason: '' };

/** The draft as a body's fields, or the errors to show (the same rules as the server's). */
export type ReasonErrors = Partial<Record<keyof ReasonDraft, string>>;

export function checkDraft(draft: ReasonDraft): { reason: DecisionReason } | { errors: ReasonErrors } {
  if (!draft.reasonCode) return { errors: { reasonCode: REASON_MESSAGES.required } };
  const note = draft.reason.trim();
  if (draft.reasonCode === 'other' && !note) return { errors: { reason: REASON_MESSAGES.otherNeedsText } };
  return { reason: { reasonCode: draft.reasonCode, ...(note ? { reason: note } : {}) } };
}

/**
 * A reason being written: spread `fields` on <ReasonFields>; `check()` answers the reason, or null
 * after showing what is missing, under the fields, or through `showError` (its first message, for
 * a dialog that shows one error).
 */
export function useReasonDraft(showError?: (message: string) => void) {
  const [draft, setDraft] = useState<ReasonDraft>(EMPTY_REASON);
  const [errors, setErrors] = useState<ReasonErrors>({});
  const check = (): DecisionReason | null => {
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      if (showError) showError(Object.values(checked.errors)[0] ?? '');
      else setErrors(checked.errors);
      return null;
    }
    setErrors({});
    return checked.reason;
  };
  const onChange = (next: ReasonDraft) => {
    setDraft(next);
    setErrors({});
  };
  return { fields: { draft, errors, onChange }, check };
}

/** The reason-code select and the note, for one kind of refusal. */
export function ReasonFields({
  kind,
  draft,
  onChange,
  errors = {},
  noteLabel = 'Note (sent with the reason)',
}: {
  kind: DecisionKind;
  draft: ReasonDraft;
  onChange: (draft: ReasonDraft) => void;
  errors?: ReasonErrors;
  noteLabel?: string;
}) {
  const options = reasonCodesFor(kind, false).map((id) => ({ value: id, label: REASON_CODES[id].label }));
  return (
    <div className="flex flex-col gap-3">
      <FormField label="Reason" error={errors.reasonCode} required>
        <Select
          options={options}
          placeholder="Choose a reason"
          value={draft.reasonCode}
          onValueChange={(value) => onChange({ ...draft, reasonCode: value as ReasonCodeId })}
          invalid={!!errors.reasonCode}
        />
      </FormField>
      <FormField label={noteLabel} error={errors.reason} required={draft.reasonCode === 'other'}>
        <Textarea
          rows={2}
          maxLength={REASON_TEXT_MAX}
          value={draft.reason}
          onChange={(event) => onChange({ ...draft, reason: event.target.value })}
        />
      </FormField>
    </div>
  );
}
