import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { MessageList } from '../../../features/cabinet/components/message-list';

export function ProfileMessagesRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('messages.title')}>
      <MessageList />
    </CabinetPage>
  );
}
