'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormCheckboxField } from '@/components/form/form-checkbox-field';
import { FormChoiceField } from '@/components/form/form-choice-field';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, apiJson } from '@/lib/api-client';
import { CLIENT_TYPES } from '@/lib/enums/client-types';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@/lib/uploads';
import type { TimewasterMatchDto } from '../duplicate-schema';
import { DuplicateOffer } from './duplicate-offer';
import { uploadTimewasterPhotos } from './upload-photos';
import {
  TIMEWASTER_LIMITS,
  TIMEWASTER_MESSAGES,
  TimewasterSchema,
  type TimewasterInput,
  type TimewasterValues,
} from '../schema';
import type { TimewasterPhotoDto } from '../types';
import { ReportingTermsField } from '@/features/reporting/components/reporting-terms-field';
import { REPORTING_TERMS } from '@/features/reporting/terms';
import { FormCityField, FormStateField } from '@/features/places/components/place-fields';

const CLIENT_TYPE_OPTIONS = CLIENT_TYPES.map((c) => ({ value: c.value, label: c.label }));
/** Fields a 4xx's pointer may name (a second waiting report names the phone or the e-mail). */
const FIELDS = ['phoneNumber', 'email', 'reportingTermsVersion'];

export interface TimewasterFormProps {
  /** Edit mode when set. */
  id?: number;
  defaultValues?: Partial<TimewasterInput>;
  photos?: TimewasterPhotoDto[];
  /** Moderators see the approval switch. */
  canApprove?: boolean;
  /** Where to go after saving. */
  doneHref: string;
}

/** Report / edit form (spec §5 Timewaster) with up to 100 photos, re-encoded by the server. */
export function TimewasterForm({
  id,
  defaultValues,
  photos: initialPhotos = [],
  canApprove = false,
  doneHref,
}: TimewasterFormProps) {
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [photos, setPhotos] = useState(initialPhotos);
  const [saved, setSaved] = useState(false);
  // The entries her new report's phone or e-mail is already on (docs/decisions/044).
  const [offer, setOffer] = useState<{ matches: TimewasterMatchDto[]; values: TimewasterValues } | null>(null);
  const { register, control, handleSubmit, setValue, setError, errors, isSubmitting } = useSchemaForm(
    TimewasterSchema,
    {
      name: '',
      city: '',
      state: '',
      country: '',
      clientType: '',
      comment: '',
      email: '',
      phoneNumber: '',
      facebook: '',
      instagram: '',
      twitter: '',
      skype: '',
      publicUsername: '',
      anonymous: false,
      // The edit form shows no consent box; PATCH takes none.
      reportingTermsVersion: id ? REPORTING_TERMS.version : undefined,
      ...defaultValues,
    },
  );

  /** A girl's new report: the entries it would duplicate, which she is offered instead. */
  async function duplicates(values: TimewasterValues): Promise<TimewasterMatchDto[]> {
    if (id || canApprove || (!values.phoneNumber && !values.email)) return [];
    const { phoneNumber, email } = values;
    const answer = await apiJson<{ data: { id: string; attributes: Omit<TimewasterMatchDto, 'id'> }[] }>(
      '/api/v1/timewaster-matches',
      { method: 'POST', body: { data: { type: 'timewasterMatches', attributes: { phoneNumber, email } } } },
    );
    return answer.data.map((d) => ({ id: Number(d.id), ...d.attributes }));
  }

  async function onSubmit(values: TimewasterValues) {
    try {
      if (!values.separateEntry) {
        const matches = await duplicates(values);
        if (matches.length) return setOffer({ matches, values });
      }
      const { reportingTermsVersion, ...fields } = values;
      const attributes = {
        ...fields,
        approved: canApprove ? values.approved : undefined,
        reportingTermsVersion: id ? undefined : reportingTermsVersion,
      };
      const answer = await apiJson<{ data: { id: string }; meta?: { pendingChange?: { message: string } } }>(
        id ? `/api/v1/timewasters/${id}` : '/api/v1/timewasters',
        {
          method: id ? 'PATCH' : 'POST',
          body: { data: { type: 'timewasters', ...(id ? { id: String(id) } : {}), attributes } },
        },
      );
      await uploadTimewasterPhotos(Number(answer.data.id), files);
      setSaved(true);
      // A change of who an approved entry is about waits for a moderator (docs/decisions/050).
      const pending = answer.meta?.pendingChange?.message;
      if (pending) toast.success(pending);
      else toast.success(TIMEWASTER_MESSAGES.saved);
      router.push(doneHref);
      router.refresh();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(TIMEWASTER_MESSAGES.photoUpdate, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  }

  async function removePhoto(photoId: number) {
    try {
      await apiFetch(`/api/v1/timewaster-photos/${photoId}`, { method: 'DELETE' });
      setPhotos((list) => list.filter((p) => p.id !== photoId));
    } catch {
      toast.error(TIMEWASTER_MESSAGES.photoDelete);
    }
  }

  function pickFiles(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (chosen.some((f) => f.size >= MAX_IMAGE_BYTES)) toast.error(UPLOAD_MESSAGES.tooLarge);
    const ok = chosen.filter((f) => f.size < MAX_IMAGE_BYTES).slice(0, TIMEWASTER_LIMITS.photos - photos.length);
    setFiles(ok);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {saved ? <Alert severity="success">{TIMEWASTER_MESSAGES.saved}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message} required>
          <Input maxLength={TIMEWASTER_LIMITS.name} {...register('name')} />
        </FormField>
        <FormChoiceField
          control={control}
          name="clientType"
          label="Client Type"
          options={CLIENT_TYPE_OPTIONS}
          placeholder="Select Client Type"
          required
          focusOnError
        />
        <FormCityField control={control} setValue={setValue} required maxLength={TIMEWASTER_LIMITS.city} />
        {/* A state is required (picked from the list) only in the United States. */}
        <FormStateField control={control} required placeholder="Select State" clearable focusOnError maxLength={100} />
        <FormField label="Country" error={errors.country?.message} required>
          <Input maxLength={TIMEWASTER_LIMITS.country} {...register('country')} />
        </FormField>
        <FormField label="Public username" error={errors.publicUsername?.message}>
          <Input maxLength={TIMEWASTER_LIMITS.handle} {...register('publicUsername')} />
        </FormField>
        <FormField label="Phone" error={errors.phoneNumber?.message}>
          <Input inputMode="tel" maxLength={40} {...register('phoneNumber')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" maxLength={TIMEWASTER_LIMITS.email} {...register('email')} />
        </FormField>
        <FormField label="Skype" error={errors.skype?.message}>
          <Input maxLength={TIMEWASTER_LIMITS.handle} {...register('skype')} />
        </FormField>
        <FormField label="Facebook" error={errors.facebook?.message}>
          <Input maxLength={TIMEWASTER_LIMITS.handle} {...register('facebook')} />
        </FormField>
        <FormField label="Instagram" error={errors.instagram?.message}>
          <Input maxLength={TIMEWASTER_LIMITS.handle} {...register('instagram')} />
        </FormField>
        <FormField label="Twitter" error={errors.twitter?.message}>
          <Input maxLength={TIMEWASTER_LIMITS.handle} {...register('twitter')} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.comment?.message} required>
        <Textarea maxLength={TIMEWASTER_LIMITS.comment} {...register('comment')} />
      </FormField>
      <FormCheckboxField control={control} name="anonymous" label="Report anonymously (other girls see “Anonymous”)" />
      {canApprove ? <FormCheckboxField control={control} name="approved" label="Approved" /> : null}
      <FormField label="Photos" description={`PNG, JPEG or WebP, up to ${TIMEWASTER_LIMITS.photos} photos.`}>
        <input
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => pickFiles(e.target.files)}
          className="text-sm"
        />
      </FormField>
      {photos.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos">
          {photos.map((p) => (
            <li key={p.id} className="flex flex-col gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={p.thumbUrl} alt="" className="aspect-square w-full rounded-md object-cover" />
              <ConfirmDeletion
                description="Delete this photo of the timewaster? It cannot be restored."
                onConfirm={() => removePhoto(p.id)}
                trigger={
                  <Button type="button" size="sm" variant="ghost">
                    Delete Photo
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {/* An edit is no new report: only a new one asks for the reporting terms (docs/decisions/035). */}
      {id ? null : <ReportingTermsField control={control} name="reportingTermsVersion" />}
      {offer ? (
        <DuplicateOffer
          matches={offer.matches}
          contact={offer.matches[0]!.matchedBy.includes('phone') ? offer.values.phoneNumber! : offer.values.email!}
          description={offer.values.comment}
          anonymous={offer.values.anonymous}
          onNewEntry={() => {
            setOffer(null);
            return onSubmit({ ...offer.values, separateEntry: true });
          }}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
