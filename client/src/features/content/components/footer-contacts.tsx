import type { SocialNetwork } from '@kimoshdi/shared';
import { useDynamicList } from '../hooks/use-dynamic-list';

/** The networks' own names: the same in every language. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The footer's contacts and social links from the operator's settings. The block keeps its height
 * while the answer is on its way (CSS: .footer-contacts min-height), so nothing below it moves.
 */
export function FooterContacts() {
  const { data } = useDynamicList();
  const footer = data?.footer;
  return (
    <div className="footer-contacts" aria-busy={!footer}>
      {footer && (
        <>
          <p>
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
            <br />
            <a href={telHref(footer.phone)}>{footer.phone}</a>
          </p>
          <p className="footer-contacts__address">{footer.address}</p>
          {footer.social.length > 0 && (
            <ul className="social-links">
              {footer.social.map((link) => (
                <li key={link.network}>
                  <a
                    className={`social-links__link social-links__link--${link.network}`}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {SOCIAL_NAMES[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
