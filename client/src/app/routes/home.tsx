import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { PlatformHeadline, PlatformIntro } from '../../features/about/components/platform-intro';
import { CategoryTiles } from '../../features/categories/components/category-tiles';
import { ActiveLots } from '../../features/lot-browse/components/active-lots';
import { FeaturedLots } from '../../features/lot-browse/components/featured-lots';
import { HowItWorks } from '../../features/help/components/how-it-works';
import { AppInstallBlock } from '../../features/mobile-app/components/app-install-block';
import { PaymentLogos } from '../../features/payment-providers/components/payment-logos';
import { useSignInFailedNotice } from '../../features/session/hooks/use-sign-in-failed-notice';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';

/**
 * /home (docs/product.md section 2). What is for sale comes first: one line saying what the site
 * is, then the active lots; the explanation follows them (issue 29).
 */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  useSignInFailedNotice();
  const signedIn = useStoredUser() !== null;
  return (
    <div className="container page page--home">
      <PlatformHeadline />
      <ActiveLots signedIn={signedIn} />
      <FeaturedLots signedIn={signedIn} />
      <PlatformIntro />
      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories.title')}</h2>
        <CategoryTiles />
      </section>
      <section className="home-section" aria-labelledby="home-manual">
        <h2 id="home-manual">{t('home.manual.title')}</h2>
        <p className="muted">{t('home.manual.lead')}</p>
        <HowItWorks />
      </section>
      <section className="home-section" aria-labelledby="home-partners">
        <h2 id="home-partners">{t('home.partners.title')}</h2>
        <p className="muted">{t('home.partners.lead')}</p>
        <PaymentLogos className="payment-logos--large" />
      </section>
      <AppInstallBlock />
    </div>
  );
}
