'use client';

import { useRouter } from 'next/navigation';
import { Controller, FormProvider } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormPhotoField } from '@/components/form/form-photo-field';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { CheckboxField } from '@/components/form/checkbox-field';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError, apiJson } from '@/lib/api-client';
import { isStoredImageUrl } from '@/lib/uploads';
import { GUY_USERS_TYPE, MaleProfileSchema, type MaleProfileValues } from '../schema';
import { GUY_PROFILE_FIELD_NAMES, GuyProfileFields } from './guy-profile-fields';

export interface EditProfileFormProps {
  userId: string;
  initial: {
    allowSessionGirlsContact: boolean;
    city: string | null;
    state: string | null;
    country: string | null;
    aboutMe: string | null;
    height: number | null;
    weight: number | null;
    birthday: string | null;
    cloudinarySecureUrl: string | null;
  };
}

// Spec section 8 has no success text for this form; the failure text is its 'Error Updating (#004)'.
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_UPDATE_FAILED = 'Error Updating (#004)';

const FIELDS = [...GUY_PROFILE_FIELD_NAMES, 'image64'] as const;

/** Spec "Edit male profile": saved with PATCH /api/v1/guy-users/{userId}. */
export function EditProfileForm({ userId, initial }: EditProfileFormProps) {
  const router = useRouter();
  const form = useSchemaForm(MaleProfileSchema, {
    allowSessionGirlsContact: initial.allowSessionGirlsContact,
    city: initial.city ?? '',
    state: initial.state ?? '',
    country: initial.country ?? '',
    aboutMe: initial.aboutMe ?? '',
    height: initial.height === null ? '' : String(initial.height),
    weight: initial.weight === null ? '' : String(initial.weight),
    birthday: initial.birthday,
    image64: initial.cloudinarySecureUrl,
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  async function onSubmit(values: MaleProfileValues) {
    const { image64, ...attributes } = values;
    // The stored picture is not sent back; a new one goes as image64, a deleted one as null.
    const picture =
      image64 && isStoredImageUrl(image64)
        ? {}
        : image64 === null && !initial.cloudinarySecureUrl
          ? {}
          : { image64: image64 ?? null };
    try {
      const document = await apiJson<{ data: { attributes: { cloudinarySecureUrl: string | null } } }>(
        `/api/v1/guy-users/${encodeURIComponent(userId)}`,
        {
          method: 'PATCH',
          body: { data: { type: GUY_USERS_TYPE, id: userId, attributes: { ...attributes, ...picture } } },
        },
      );
      reset({
        ...values,
        height: String(values.height),
        weight: String(values.weight),
        image64: document.data.attributes.cloudinarySecureUrl,
      });
      toast.success(PROFILE_UPDATED);
      router.refresh();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(PROFILE_UPDATE_FAILED, { description: error instanceof ApiError ? error.message : undefined });
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormPhotoField control={control} name="image64" className="sm:col-span-2" label="Avatar" emptyValue={null} />
        <GuyProfileFields />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="allowSessionGirlsContact"
            render={({ field }) => (
              <CheckboxField
                label="Allow Session Girls to contact me"
                checked={field.value === true}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Updating...">
            Update Profile
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
