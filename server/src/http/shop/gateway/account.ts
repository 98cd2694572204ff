import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import type { DictionaryService } from '../../../modules/dictionary';
import { bankTransferAccount } from '../../../modules/top-up';
import { currentUser } from '../../middleware/auth';

/**
 * GET gateway/account: the platform's bank details and the caller's reference for a transfer;
 * BANK_TRANSFER_UNAVAILABLE when the deployment has no account configured.
 */
export function getAccount(
  config: Pick<Config, 'bankTransfer'>,
  dictionary: DictionaryService,
): RequestHandler {
  return async (req, res) => {
    const account = await bankTransferAccount(config.bankTransfer, dictionary, currentUser(req).id, req.lang);
    res.setHeader('Cache-Control', 'no-store');
    res.json(account);
  };
}
