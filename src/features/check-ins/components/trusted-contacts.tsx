'use client';

import { useState } from 'react';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { ConfirmDeletion } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiFetch, apiJson, failureMessage } from '@/lib/api-client';
import type { TrustedContactDto } from '../contacts-service';
import { CHECK_IN_LIMITS, MAX_TRUSTED_CONTACTS, TrustedContactSchema, type TrustedContactValues } from '../schema';

export const CONTACT_ADDED = 'Contact added. They are active once they follow the link in our e-mail.';

const STATE_LABELS: Record<TrustedContactDto['state'], { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Waiting for their consent', tone: 'warning' },
  stopped: { label: 'Stopped', tone: 'neutral' },
};

/** Her trusted contacts in her settings: the list with each one's state, removal, and the add form. */
export function TrustedContacts({ initial }: { initial: TrustedContactDto[] }) {
  const [contacts, setContacts] = useState(initial);
  const { register, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm(TrustedContactSchema, {
    name: '',
    email: '',
  });

  async function onSubmit(values: TrustedContactValues) {
    try {
      const { data } = await apiJson<{ data: { id: string; attributes: Omit<TrustedContactDto, 'id'> } }>(
        '/api/v1/trusted-contacts',
        { method: 'POST', body: { data: { type: 'trustedContacts', attributes: values } } },
      );
      setContacts((list) => [...list, { id: Number(data.id), ...data.attributes }]);
      reset();
      toast.success(CONTACT_ADDED);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['name', 'email'])) toast.error(failureMessage(error));
    }
  }

  async function remove(id: number) {
    try {
      await apiFetch(`/api/v1/trusted-contacts/${id}`, { method: 'DELETE' });
      setContacts((list) => list.filter((c) => c.id !== id));
      toast.success('Contact removed.');
    } catch (error) {
      toast.error(failureMessage(error));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Up to {MAX_TRUSTED_CONTACTS} people who are alerted when you miss a check-in. Each gets an e-mail asking them to
        agree; they learn nothing else about your account and can stop at any time.
      </p>
      {contacts.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label="Trusted contacts">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{c.name}</span>
                <span className="truncate text-sm text-muted-foreground">{c.email}</span>
              </div>
              <div className="flex items-center gap-2">
                <Chip tone={STATE_LABELS[c.state].tone}>{STATE_LABELS[c.state].label}</Chip>
                <ConfirmDeletion
                  description={`Remove ${c.name} from your trusted contacts?`}
                  onConfirm={() => remove(c.id)}
                  trigger={
                    <Button size="sm" variant="ghost" className="text-danger-strong">
                      Remove
                    </Button>
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {contacts.length < MAX_TRUSTED_CONTACTS ? (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="flex flex-col gap-4"
          aria-label="Add a trusted contact"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message} required>
              <Input maxLength={CHECK_IN_LIMITS.contactName} autoComplete="off" {...register('name')} />
            </FormField>
            <FormField label="E-mail" error={errors.email?.message} required>
              <Input type="email" maxLength={CHECK_IN_LIMITS.email} autoComplete="off" {...register('email')} />
            </FormField>
          </div>
          <div>
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              Add contact
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
