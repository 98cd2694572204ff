import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';

export function ContactRoute() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <div className="container page">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.lead')}</p>
      <div className="contact-page">
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  );
}
