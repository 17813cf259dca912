import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { DeleteAccountSection } from '@/features/accounts/components/delete-account-section';
import { signedInPageActor } from '@/features/accounts/page-access';
import { GIRL_SETTINGS_PATH } from '@/lib/girl-own-pages';
import { SectionCard } from '@/components/ui/section-card';
import { SafetyAlertsSwitch } from '@/features/safety-alerts/components/safety-alerts-switch';
import { TrustedContacts } from '@/features/check-ins/components/trusted-contacts';
import { listTrustedContacts } from '@/features/check-ins/contacts-service';
import { isEnabled } from '@/server/flags';
import { getSafetyAlertSetting } from '@/features/safety-alerts/queries';
import { can } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

// /girl/settings – safety alerts (decision 043), trusted contacts (decision 048), account deletion.
export default async function GirlSettingsPage() {
  const actor = await signedInPageActor(GIRL_SETTINGS_PATH);
  const girl = can(actor, 'girl-profile:write:own') && actor.girlId !== undefined;
  const [alerts, contacts] = await Promise.all([
    girl ? getSafetyAlertSetting(actor) : null,
    girl && isEnabled('check-ins') ? listTrustedContacts(actor) : null,
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      {alerts ? (
        <SectionCard id="notifications" title="Notifications">
          <SafetyAlertsSwitch initialEnabled={alerts.enabled} />
        </SectionCard>
      ) : null}
      {contacts ? (
        <SectionCard id="trusted-contacts" title="Trusted contacts">
          <TrustedContacts initial={contacts} />
        </SectionCard>
      ) : null}
      {can(actor, 'girl-profile:write:own') ? <DeleteAccountSection userId={actor.userId} /> : <ForbiddenView />}
    </div>
  );
}
