import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserBan, UserBansAnswer } from '@kimoshdi/shared/api/shop/user-bans';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { BanBanner } from './ban-banner';
import { paths } from '../../../config/paths';

/** The contact page with the message begun: the operator needs the lot number to look the bar up. */
function contestHref(message: string): string {
  return paths.contact({ message });
}

/**
 * /profile/bans: every entry naming the user (in force, ahead, past) with why, the period and days
 * left, the rule behind it, and how to contest it: a message to the operator with the lot number.
 */
export function BanList({ answer }: { answer: UserBansAnswer }) {
  const { t } = useTranslation('bans');
  if (answer.items.length === 0) {
    return (
      <p className="card" data-testid="bans-none">
        {t('none')}
      </p>
    );
  }
  const contestLot = (answer.standing ?? answer.items[0])?.lot_number ?? '';
  return (
    <div className="bans">
      <BanBanner standing={answer.standing} linkToPage={false} />
      <p className="muted">{t('count', { n: answer.items.length })}</p>
      {answer.items.map((ban) => (
        <BanCard key={ban.id} ban={ban} />
      ))}
      <p className="muted">{t('rule')}</p>
      <section className="card bans__contest" data-testid="bans-contest">
        <h2 className="cabinet__subtitle">{t('contest.title')}</h2>
        <p>{t('contest.text')}</p>
        <Link className="button button--primary" to={contestHref(t('contest.message', { lot: contestLot }))}>
          {t('contest.button')}
        </Link>
      </section>
    </div>
  );
}

function BanCard({ ban }: { ban: UserBan }) {
  const { t } = useTranslation('bans');
  return (
    <article className={`card bans__item bans__item--${ban.state}`} data-testid="ban-item">
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('field.state')}</dt>
          <dd>
            <span className={`bans__state bans__state--${ban.state}`}>{t(`state.${ban.state}`)}</span>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('field.lot')}</dt>
          <dd>{ban.lot_number}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('field.reason')}</dt>
          <dd>{t(`reason.${ban.reason}`)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('field.period')}</dt>
          <dd>
            {formatDay(ban.start_date)} — {formatDay(ban.end_date)}
          </dd>
        </div>
        {ban.state === 'in_force' && (
          <div className="facts__row">
            <dt>{t('field.remaining')}</dt>
            <dd>{t('days', { n: ban.remaining_days })}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
