'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormChoiceField } from '@/components/form/form-choice-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError, apiJson } from '@/lib/api-client';
import {
  CACHE_TYPES,
  PATH_MUST_START_WITH_SLASH,
  REVALIDATION_FAILED,
  TYPES_WITH_PATHS,
  type CacheType,
  type RevalidateCacheAnswer,
} from '../schema';

const TYPE_OPTIONS = CACHE_TYPES.map((type) => ({ value: type, label: type.replace('_', ' ') }));

const FormSchema = z.object({ cache_type: z.enum(CACHE_TYPES), paths: z.string() }).superRefine((values, ctx) => {
  if (!TYPES_WITH_PATHS.includes(values.cache_type)) return;
  const lines = values.paths
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0 || lines.some((line) => !line.startsWith('/'))) {
    ctx.addIssue({ code: 'custom', message: PATH_MUST_START_WITH_SLASH, path: ['paths'] });
  }
});
type FormValues = z.infer<typeof FormSchema>;

export function CacheRevalidationForm() {
  const [done, setDone] = useState<RevalidateCacheAnswer | null>(null);
  const { control, register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(FormSchema, {
    cache_type: 'all',
    paths: '',
  });
  const type = useWatch({ control, name: 'cache_type' }) as CacheType;

  async function onSubmit(values: FormValues) {
    setDone(null);
    const paths = values.paths
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      const result = await apiJson<RevalidateCacheAnswer>('/api/admin/revalidate-cache', {
        method: 'POST',
        body: { cache_type: values.cache_type, ...(TYPES_WITH_PATHS.includes(values.cache_type) ? { paths } : {}) },
      });
      setDone(result);
      toast.success(result.message);
    } catch (error) {
      const message = error instanceof ApiError && error.detail ? error.detail : REVALIDATION_FAILED;
      setError('paths', { message });
      toast.error(REVALIDATION_FAILED, { description: message });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xl flex-col gap-5">
      <FormChoiceField
        control={control}
        name="cache_type"
        label="Cache"
        options={TYPE_OPTIONS}
        placeholder="Select"
        required
      />
      {TYPES_WITH_PATHS.includes(type) ? (
        <FormField
          label="Paths"
          description={
            type === 'individual_girl'
              ? 'Her profile path, e.g. /profile/Gina Slam'
              : 'One path per line, e.g. /wrestlers'
          }
          error={errors.paths?.message}
          required
        >
          <Textarea rows={4} {...register('paths')} />
        </FormField>
      ) : null}
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Revalidating...">
          Revalidate
        </Button>
      </div>
      {done ? (
        <Alert severity="success" title={done.message}>
          <ul className="list-disc pl-5 font-mono text-xs">
            {done.revalidated_paths.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </form>
  );
}
