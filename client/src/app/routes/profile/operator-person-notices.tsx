import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { OperatorOnly } from './operator-only';
import { PersonNoticesResult } from '../../../features/operator/components/person-notices-result';
import { PersonNoticesSearch } from '../../../features/operator/components/person-notices-search';
import { useLoginParam } from '../../../features/operator/hooks/use-login-param';

/**
 * /profile/operator/person-notices?login=: a person's latest notices and what became of each by
 * SMS, e-mail and Telegram (issue 27), for the operator answering "I was never told". The login
 * stays in the address, so a reload or a shared link shows the same person.
 */
export function ProfileOperatorPersonNoticesRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <OperatorOnly title={t('operator-notices:operatorNotices.title')}>
      <PersonNoticesDesk />
    </OperatorOnly>
  );
}

function PersonNoticesDesk() {
  const { t } = useTranslation('cabinet');
  const [login, setLogin] = useLoginParam();
  // Find on the login already shown asks again (a notice may have been delivered since).
  const [round, setRound] = useState(0);
  const find = (next: string) => {
    if (next === login) setRound((value) => value + 1);
    else setLogin(next);
  };
  return (
    <CabinetPage title={t('operator-notices:operatorNotices.title')}>
      <p className="lead">{t('operator-notices:operatorNotices.lead')}</p>
      <PersonNoticesSearch login={login} onFind={find} />
      {login && <PersonNoticesResult key={`${login}#${round}`} login={login} />}
    </CabinetPage>
  );
}
