import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { SUPPORT_EMAIL, SUPPORT_PHONES, telHref } from '../../../config/site';

/** Support e-mail, phones, address and opening hours of the operator. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <dl className="contact-details">
      <div className="contact-details__row">
        <dt>
          <MailIcon size={20} /> {t('contact.email')}
        </dt>
        <dd>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </dd>
      </div>
      <div className="contact-details__row">
        <dt>
          <PhoneIcon size={20} /> {t('contact.phones')}
        </dt>
        {SUPPORT_PHONES.map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        ))}
      </div>
      <div className="contact-details__row">
        <dt>{t('contact.address')}</dt>
        <dd>{t('contact.addressValue')}</dd>
      </div>
      <div className="contact-details__row">
        <dt>{t('contact.hours')}</dt>
        <dd>{t('contact.hoursValue')}</dd>
      </div>
    </dl>
  );
}
