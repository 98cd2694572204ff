import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@kimoshdi/shared/domain/file/file-size';

/**
 * A size in the unit that fits, the unit written as the interface's language writes it (КБ in
 * Russian). Its words are the shell's (`common:fileSize`), so any page can show a size without
 * loading another namespace: the order's files and the lot page's documents alike.
 */
export function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation('common');
  const units = { B: t('fileSize.B'), kB: t('fileSize.kB'), MB: t('fileSize.MB') };
  return (bytes) => formatFileSize(bytes, units);
}
