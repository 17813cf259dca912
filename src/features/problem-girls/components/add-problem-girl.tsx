'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { PROBLEM_GIRL_MESSAGES, type ProblemGirlValues } from '../schema';
import { EMPTY_PROBLEM_GIRL, ProblemGirlForm } from './problem-girl-form';

/** AddProblemGirl: the moderators' form, opened from the list; the new record's page follows. */
export function AddProblemGirl() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  async function save(values: ProblemGirlValues) {
    const { id } = await apiJson<{ id: number }>('/api/v1/admin/problem-girls', { method: 'POST', body: values });
    toast.success(PROBLEM_GIRL_MESSAGES.added);
    router.push(`/admin/problem-girls/${id}`);
  }
  if (!open) return <Button onClick={() => setOpen(true)}>Add problem girl</Button>;
  return (
    <section aria-label="Add problem girl" className="rounded-card border border-border p-4">
      <ProblemGirlForm
        initial={EMPTY_PROBLEM_GIRL}
        submitLabel="Add problem girl"
        save={save}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
