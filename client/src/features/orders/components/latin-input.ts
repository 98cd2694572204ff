import { latinFilter } from '@kimoshdi/shared';
import { notify } from '../../../components/ui/notifications/notifications-store';

/**
 * The Latin-only input filter (docs/product.md section 5): what may not be typed is dropped and the
 * Latin notification says why (one notice however many characters were refused).
 */
export function latinChange(value: string, notice: string): string {
  const filtered = latinFilter(value);
  if (filtered.refused) notify({ type: 'warning', message: notice, group: 'latin-only' });
  return filtered.value;
}
