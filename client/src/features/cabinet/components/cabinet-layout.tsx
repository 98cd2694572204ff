import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Balance } from '@kimoshdi/shared';
import type { CabinetMenuItem } from '../cabinet-menu';
import { useProfileStore } from '../stores/profile-store';
import { useUnreadStore } from '../stores/unread-store';
import { CabinetMenu } from './cabinet-menu';
import { CabinetSummary } from './cabinet-summary';
import { ChangePasswordDialog } from './change-password-dialog';

/** `?dialog=change-password` opens the dialog: the navbar dropdown links to it from anywhere. */
const DIALOG_PARAM = 'dialog';
const CHANGE_PASSWORD = 'change-password';

interface CabinetLayoutProps {
  /** The stored user's name, shown until the profile has loaded (and after, if it fails). */
  name: string;
  balance: Balance | null;
  /** Shown above every cabinet page (the routes compose it: a standing bar's notice). */
  notice?: ReactNode;
  /** Menu items of other features, in the account section. */
  extraMenuItems?: CabinetMenuItem[];
  children: ReactNode;
}

/** The cabinet: a side panel (who, balance, menu) and the chosen page. */
export function CabinetLayout({ name, balance, notice, extraMenuItems, children }: CabinetLayoutProps) {
  const profile = useProfileStore((state) => state.profile);
  const loadProfile = useProfileStore((state) => state.load);
  const loadUnread = useUnreadStore((state) => state.load);
  const [searchParams, setSearchParams] = useSearchParams();
  const dialogOpen = searchParams.get(DIALOG_PARAM) === CHANGE_PASSWORD;

  useEffect(() => {
    void loadProfile();
    void loadUnread();
  }, [loadProfile, loadUnread]);

  const setDialog = (open: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(DIALOG_PARAM, CHANGE_PASSWORD);
        else next.delete(DIALOG_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="container page cabinet">
      <aside className="cabinet__aside">
        <CabinetSummary name={profile?.full_name || name} role={profile?.role ?? null} balance={balance} />
        <CabinetMenu
          role={profile?.role ?? null}
          onChangePassword={() => setDialog(true)}
          extraItems={extraMenuItems}
        />
      </aside>
      <section className="cabinet__content">
        {notice}
        {children}
      </section>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialog(false)} />
    </div>
  );
}
