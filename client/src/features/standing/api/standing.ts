import type {
  Achievements,
  AuthTokenAnswer,
  AuthTokenTarget,
  BankTransferAccount,
  CurrentAuctions,
  GameCount,
} from '@kimoshdi/shared';
import type { Language } from '@kimoshdi/shared/i18n/languages';
import { api } from '../../../lib/api-client';

export const getGameCount = (): Promise<GameCount> => api.get('user/game-cnt');

export const getCurrentAuctions = (): Promise<CurrentAuctions> => api.get('user/current-auctions');

export const getAchievements = (): Promise<Achievements> => api.get('user/achievements');

export const setShowInRoom = (show: boolean): Promise<Achievements> =>
  api.post('user/achievements/visibility', { show_in_room: show });

export const getBankTransferAccount = (): Promise<BankTransferAccount> => api.get('gateway/account');

export const getAuthToken = (target: AuthTokenTarget, lang: Language): Promise<AuthTokenAnswer> =>
  api.get('auth/auth-token', { query: { target, lang } });
