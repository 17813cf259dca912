'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { PROBLEM_GIRL_MESSAGES, type ProblemGirlValues } from '../schema';
import type { ProblemGirlDetail } from '../types';
import { ProblemGirlForm } from './problem-girl-form';
import { ReportedUrlsEditor } from './reported-urls-editor';

export function ProblemGirlAdmin({ girl }: { girl: ProblemGirlDetail }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  async function save(values: ProblemGirlValues) {
    await apiJson(`/problem_girl/${girl.id}`, { method: 'PATCH', body: values });
    setSaved(true);
    setEditing(false);
    toast.success(PROBLEM_GIRL_MESSAGES.updated);
    router.refresh();
  }

  async function remove() {
    await apiJson(`/api/v1/admin/problem-girls/${girl.id}`, { method: 'DELETE' });
    toast.success(PROBLEM_GIRL_MESSAGES.deleted);
    router.push('/admin/problem-girls');
  }

  return (
    <Container className="max-w-4xl pb-10">
      <Card aria-labelledby="problem-girl-admin" role="region">
        <CardHeader>
          <CardTitle as="h2" id="problem-girl-admin" className="text-lg">
            Moderators
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {girl.reviewed ? null : (
            <p className="text-sm text-warning-strong">
              Crawled and not reviewed yet: only moderators see this page. Saving the form publishes it.
            </p>
          )}
          {saved ? <p role="status">{PROBLEM_GIRL_MESSAGES.saved}</p> : null}
          {editing ? (
            <ProblemGirlForm
              initial={{
                pageTitle: girl.pageTitle ?? '',
                messageThread: girl.messageThread ?? '',
                reasonWhy: girl.reasonWhy ?? '',
                name: girl.name ?? '',
                username: girl.username ?? '',
                headline: girl.headline ?? '',
                dateOfAnalysis: girl.dateOfAnalysis ?? '',
                profileUrl: girl.profileUrl ?? '',
                city: girl.city ?? '',
                country: girl.country ?? '',
                image64: girl.picture,
              }}
              submitLabel="Save"
              save={save}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Open Edit Form
              </Button>
              <ConfirmDialog
                title="Delete problem girl"
                description={`Delete ${girl.name ?? 'this problem girl'} with her reported URLs and pictures? This cannot be undone.`}
                confirmLabel="Delete"
                pendingLabel="Deleting..."
                onConfirm={async () => {
                  try {
                    await remove();
                  } catch (error) {
                    toast.error(failureMessage(error));
                    return false;
                  }
                }}
                trigger={<Button variant="danger">Delete problem girl</Button>}
              />
            </div>
          )}
          <ReportedUrlsEditor problemGirlId={girl.id} urls={girl.reportedUrls} />
        </CardContent>
      </Card>
    </Container>
  );
}
