'use client';

import { useId, useState, useTransition } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { changeGirlVisibility } from '../actions';
import { visibilityToast } from '../visibility-messages';

export interface VisibilitySwitchProps {
  girlId: number;
  initialVisible: boolean;
  approved: boolean;
}

export function visibilityNote(visible: boolean, approved: boolean): string {
  if (!visible) return 'Your profile is hidden.';
  return approved ? 'Your profile is public.' : 'Your profile will be public once a moderator approves it.';
}

/** Spec §4: optimistic, back to the old state on failure. */
export function VisibilitySwitch({ girlId, initialVisible, approved }: VisibilitySwitchProps) {
  const [visible, setVisible] = useState(initialVisible);
  const [pending, startTransition] = useTransition();
  const labelId = useId();

  function onCheckedChange(next: boolean) {
    const previous = visible;
    setVisible(next);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof changeGirlVisibility>>;
      try {
        result = await changeGirlVisibility({ girlId, visible: next });
      } catch {
        result = { ok: false };
      }
      const shown = visibilityToast(result);
      if (shown.kind === 'success') toast.success(shown.message);
      else toast.error(shown.message);
      setVisible(result.ok ? result.visible : previous);
    });
  }

  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col">
        <span id={labelId} className="text-sm font-medium">
          Show Profile
        </span>
        <span className="text-sm text-muted-foreground">{visibilityNote(visible, approved)}</span>
      </div>
      <Switch aria-labelledby={labelId} checked={visible} disabled={pending} onCheckedChange={onCheckedChange} />
    </div>
  );
}
