'use client';

import { Link } from '@/components/ui/link';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormCheckboxField } from '@/components/form/form-checkbox-field';
import { REPORTING_TERMS, REPORTING_TERMS_HREF } from '../terms';

export function ReportingTermsField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <FormCheckboxField
      control={control}
      name={name}
      required
      checkedValue={REPORTING_TERMS.version}
      label={REPORTING_TERMS.text}
      description={
        <>
          Reporting terms of {REPORTING_TERMS.version}, part of our{' '}
          <Link href={REPORTING_TERMS_HREF} target="_blank" className="text-accent-strong underline">
            Terms and Conditions (opens in a new tab)
          </Link>
          .
        </>
      }
    />
  );
}
