import type { ButtonSize } from '@/components/ui/button';
import { Button } from '@/components/ui/button';

/** The queue's pair of decision buttons: the positive one first, then the refusal. */
export function DecisionButtons({
  onApprove,
  onReject,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  size = 'sm',
}: {
  onApprove: () => unknown;
  onReject: () => unknown;
  approveLabel?: string;
  rejectLabel?: string;
  size?: ButtonSize;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size={size} onClick={onApprove}>
        {approveLabel}
      </Button>
      <Button size={size} variant="secondary" onClick={onReject}>
        {rejectLabel}
      </Button>
    </div>
  );
}
