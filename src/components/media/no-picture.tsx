import { UserRound } from 'lucide-react';

export function NoPicture() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
      <UserRound aria-hidden="true" className="size-12 opacity-50" />
      <p className="text-sm">Profile has no picture.</p>
    </div>
  );
}
