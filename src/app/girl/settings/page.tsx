import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { DeleteAccountSection } from '@/features/accounts/components/delete-account-section';
import { signedInPageActor } from '@/features/accounts/page-access';
import { GIRL_SETTINGS_PATH } from '@/features/girls/own-pages';
import { SectionCard } from '@/components/ui/section-card';
import { SafetyAlertsSwitch } from '@/features/safety-alerts/components/safety-alerts-switch';
import { getSafetyAlertSetting } from '@/features/safety-alerts/queries';
import { can } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

// /girl/settings – a girl's account settings: her safety alerts (docs/decisions/043) and account
// deletion, the same flow as the guys' settings.
export default async function GirlSettingsPage() {
  const actor = await signedInPageActor(GIRL_SETTINGS_PATH);
  const girl = can(actor, 'girl-profile:write:own') && actor.girlId !== undefined;
  const alerts = girl ? await getSafetyAlertSetting(actor) : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      {alerts ? (
        <SectionCard id="notifications" title="Notifications">
          <SafetyAlertsSwitch initialEnabled={alerts.enabled} />
        </SectionCard>
      ) : null}
      {can(actor, 'girl-profile:write:own') ? <DeleteAccountSection userId={actor.userId} /> : <ForbiddenView />}
    </div>
  );
}
