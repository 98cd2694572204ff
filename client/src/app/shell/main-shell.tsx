import { Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { MainLayout } from '../../components/layouts/main-layout';
import { useNoBottomPadding } from '../../components/layouts/use-no-bottom-padding';
import { ProfileCompletionBanner } from '../../features/cabinet/components/profile-completion-banner';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { quietLazy } from '../../lib/retrying-lazy';
import { BottomTabBar } from './bottom-tab-bar';
import { Navbar } from './navbar';

/**
 * The footer comes after the page's first load: the page's area is at least a screen tall, so the
 * footer is never in the first screen and nothing moves when it comes, and its code (links, logos,
 * counts) is kept out of every page's first load (the 170 kB budget, docs/decisions.md). If its
 * code does not come, the page goes on without it until the browser is back online.
 */
const loadFooter = () => import('./footer').then((module) => ({ default: module.Footer }));
const Footer = quietLazy(loadFooter);

/**
 * The main layout route. `?mobile=1` means the page is shown inside the mobile app, which has
 * its own navigation: navbar, tab bar and footer are left out (docs/product.md section 2). The
 * profile-completion banner sits under the navbar.
 */
export function MainShell() {
  const [searchParams] = useSearchParams();
  const embedded = searchParams.get('mobile') === '1';
  useNoBottomPadding(embedded);
  const user = useStoredUser();

  return (
    <MainLayout
      header={
        embedded ? undefined : (
          <>
            <Navbar />
            <ProfileCompletionBanner user={user} />
          </>
        )
      }
      footer={
        embedded ? undefined : (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )
      }
      bottomBar={embedded ? undefined : <BottomTabBar />}
    >
      <Outlet />
    </MainLayout>
  );
}
