import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { PaymentLogos } from '../../features/payment-providers/components/payment-logos';
import { VisitorCounts } from '../../features/visitors/components/visitor-counts';
import { quietLazy } from '../../lib/retrying-lazy';
import { FooterSection } from './footer-section';
import { HELP_LINKS, INTERACTIVE_LINKS } from './menu-links';
import { paths } from '../../config/paths';

// The operator's contacts and social links (issue 28) come after the page: the footer is below the
// fold, so its code and its call stay off every page's first load. Their box keeps its height.
const loadFooterContacts = () =>
  import('../../features/content/components/footer-contacts').then((m) => ({ default: m.FooterContacts }));
const FooterContacts = quietLazy(loadFooterContacts);

// Read once per page load: the page is reloaded long before a year ends.
const YEAR = tashkentDay(Date.now()).slice(0, 4);

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="container footer__columns">
        <FooterSection title={t('footer.about')}>
          <p>{t('footer.aboutText')}</p>
          <p className="footer__hours">{t('contact.hoursValue')}</p>
          <Suspense fallback={<div className="footer-contacts" />}>
            <FooterContacts />
          </Suspense>
        </FooterSection>
        <FooterSection title={t('nav.help')}>
          <ul className="footer__links">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title={t('nav.interactive')}>
          <ul className="footer__links">
            {INTERACTIVE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.contact()}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.appLink}>{t('nav.appLink')}</Link>
            </li>
          </ul>
        </FooterSection>
        <FooterSection title={t('footer.visitors.title')}>
          <VisitorCounts />
        </FooterSection>
      </div>
      <div className="container footer__payments">
        <h2 className="visually-hidden">{t('footer.payments')}</h2>
        <PaymentLogos />
      </div>
      <p className="container footer__copyright">{t('footer.copyright', { year: YEAR })}</p>
    </footer>
  );
}
