import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonNotices } from '@kimoshdi/shared';
import { formatPhone } from '@kimoshdi/shared/domain/identity/login';
import { LoadFailed } from '../../../components/ui/load-failed';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { getPersonNotices } from '../api/person-notices';
import { formatAppliedAt, formatClock, formatDate } from '../format';
import {
  deliveryLabel,
  newestFirst,
  noticeState,
  type NoticeDelivery,
  type PersonNotice,
} from '../person-notices';

/**
 * One look-up: the person and their notices, or why there is nothing to show. Mounted once per
 * search (its key), so an earlier person never shows under a new login.
 */
export function PersonNoticesResult({ login }: { login: string }) {
  const { t } = useTranslation('cabinet');
  const { data, error, loading, reload } = useKeyedLoad(login, (signal) => getPersonNotices(login, signal));

  if (error) {
    // No such person and a login the server cannot read are answers, not failures.
    if (isApiError(error) && error.status === 404) {
      return (
        <p className="form-alert" role="alert" data-testid="person-notices-not-found">
          {t('operator-notices:operatorNotices.notFound')}
        </p>
      );
    }
    if (isApiError(error) && error.status === 400) {
      return (
        <p className="form-alert" role="alert">
          {error.message}
        </p>
      );
    }
    return (
      <LoadFailed
        className="cabinet-list__failed"
        message={t('operator-notices:operatorNotices.loadFailed')}
        retry={t('list.retry')}
        onRetry={reload}
      />
    );
  }
  if (!data || loading) {
    return (
      <p className="muted" role="status">
        {t('list.loading')}
      </p>
    );
  }
  return (
    <div className="person-notices" data-testid="person-notices">
      <PersonFacts person={data.person} />
      <NoticeList items={data.items} />
    </div>
  );
}

function PersonFacts({ person }: { person: PersonNotices['person'] }) {
  const { t } = useTranslation('cabinet');
  const titleId = useId();
  const notGiven = <span className="muted">{t('operator-notices:operatorNotices.person.notGiven')}</span>;
  const telegram = person.telegram;
  return (
    <section className="card person-notices__person" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('operator-notices:operatorNotices.person.title')}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('operator-notices:operatorNotices.person.name')}</dt>
          <dd data-testid="person-name">{person.full_name.trim() || notGiven}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('operator-notices:operatorNotices.person.phone')}</dt>
          <dd className="person-notices__phone">{person.phone ? formatPhone(person.phone) : notGiven}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('operator-notices:operatorNotices.person.email')}</dt>
          <dd>{person.email ?? notGiven}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('operator-notices:operatorNotices.person.telegram')}</dt>
          <dd>
            {telegram ? (
              t('operator-notices:operatorNotices.person.telegramLinked', {
                name: telegram.username
                  ? `@${telegram.username}`
                  : t('operator-notices:operatorNotices.person.telegramChat'),
                date: formatDate(telegram.linked_at),
              })
            ) : (
              <span className="muted">{t('operator-notices:operatorNotices.person.telegramNone')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function NoticeList({ items }: { items: PersonNotice[] }) {
  const { t } = useTranslation('cabinet');
  const titleId = useId();
  const columns: RecordColumn<PersonNotice>[] = [
    {
      id: 'time',
      header: t('operator-notices:operatorNotices.columns.time'),
      cell: (notice) => <span className="person-notices__time">{formatAppliedAt(notice.sent_at)}</span>,
    },
    {
      id: 'topic',
      header: t('operator-notices:operatorNotices.columns.topic'),
      cell: (notice) => t(`notices:topics.${notice.topic}.title`),
    },
    {
      id: 'title',
      header: t('operator-notices:operatorNotices.columns.title'),
      cell: (notice) => <span className="person-notices__title">{notice.title}</span>,
    },
    {
      id: 'deliveries',
      header: t('operator-notices:operatorNotices.columns.deliveries'),
      cell: (notice) => <NoticeDeliveries notice={notice} />,
    },
  ];
  return (
    <section className="person-notices__list" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('operator-notices:operatorNotices.notices')}</h2>
      {items.length === 0 ? (
        <p className="cabinet-list__empty muted">{t('operator-notices:operatorNotices.empty')}</p>
      ) : (
        <RecordTable
          className="person-notices__table"
          caption={t('operator-notices:operatorNotices.notices')}
          columns={columns}
          items={newestFirst(items)}
          rowKey={(notice) => notice.id}
          rowAttributes={(notice) => ({ 'data-testid': 'person-notice', 'data-notice-id': notice.id })}
        />
      )}
    </section>
  );
}

function NoticeDeliveries({ notice }: { notice: PersonNotice }) {
  const { t } = useTranslation('cabinet');
  const state = noticeState(notice, formatClock);
  return (
    <ul className="person-notices__deliveries">
      {notice.deliveries.map((delivery, index) => (
        <DeliveryBadge key={`${delivery.channel}-${index}`} delivery={delivery} />
      ))}
      {state && (
        <li
          className="person-notices__state muted"
          title={t(`operatorNotices.stateHint.${state.key}`)}
          data-testid="notice-state"
          data-state={state.key}
        >
          {state.key === 'waiting'
            ? t('operator-notices:operatorNotices.state.waiting', { time: state.time })
            : t(`operatorNotices.state.${state.key}`)}
        </li>
      )}
    </ul>
  );
}

function DeliveryBadge({ delivery }: { delivery: NoticeDelivery }) {
  const { t } = useTranslation('cabinet');
  const label = deliveryLabel(delivery);
  return (
    <li data-testid="notice-delivery" data-channel={delivery.channel} data-status={delivery.status}>
      <span className={`status status--${label.tone} person-notices__badge`} title={label.error ?? undefined}>
        {t(`operatorNotices.delivery.${label.text}`, {
          channel: t(`notices:channels.${delivery.channel}`),
          attempts: label.attempts,
        })}
      </span>
      {label.error && (
        <span className="person-notices__error muted">
          {t('operator-notices:operatorNotices.lastError', { error: label.error })}
        </span>
      )}
    </li>
  );
}
