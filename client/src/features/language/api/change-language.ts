import type { LangAnswer, PickerLanguage } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** POST common/lang/{lang}: the server remembers the language (cookie) for its own texts. */
export function postLanguage(language: PickerLanguage): Promise<LangAnswer> {
  return api.post(`common/lang/${language}`);
}
