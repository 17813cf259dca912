'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhotoField, type PhotoFieldProps } from '@/components/photo-field';
import { toast } from '@/components/ui/toaster';

type PassedProps = Pick<PhotoFieldProps, 'label' | 'required' | 'className' | 'kind' | 'crop'>;

/** `emptyValue`: '' for a required picture, null for a removable one. */
export function FormPhotoField<T extends FieldValues>({
  control,
  name,
  emptyValue = '',
  ...props
}: PassedProps & { control: Control<T>; name: Path<T>; emptyValue?: '' | null }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhotoField
          {...props}
          value={field.value}
          onChange={(value) => field.onChange(value ?? emptyValue)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
          onError={(message) => toast.error(message)}
        />
      )}
    />
  );
}
