/**
 * Topping the balance up by a bank transfer: the platform's account that receives transfers, and
 * the purpose line that carries the person's reference (domain/money/bank-transfer-reference.ts).
 * The account is the deployment's own (BANK_TRANSFER_*, server/src/bank-transfer-config.ts); the
 * bank's name comes from the banks dictionary by its MFO.
 */
import type { BankTransferAccount, Language } from '@kimoshdi/shared';
import { TOP_UP_MIN_TIYIN } from '@kimoshdi/shared';
import { bankTransferReference } from '@kimoshdi/shared/domain/money/bank-transfer-reference';
import type { BankTransferConfig } from '../../bank-transfer-config';
import { AppError } from '../../lib/app-error';
import type { DictionaryService } from '../dictionary';

/** The purpose line a bank's form asks for; the reference stays as it is in every language. */
const PURPOSE: Record<Language, (reference: string) => string> = {
  uz: (reference) => `Kimoshdi balansini to'ldirish, shaxsiy hisob ${reference}`,
  'uz-Cyrl': (reference) => `Kimoshdi балансини тўлдириш, шахсий ҳисоб ${reference}`,
  ru: (reference) => `Пополнение баланса Kimoshdi, лицевой счёт ${reference}`,
  en: (reference) => `Kimoshdi balance top-up, personal account ${reference}`,
};

/**
 * The account to transfer to and the caller's reference. No account configured (production):
 * BANK_TRANSFER_UNAVAILABLE.
 */
export async function bankTransferAccount(
  platform: BankTransferConfig | undefined,
  dictionary: Pick<DictionaryService, 'bank'>,
  userId: string,
  lang: Language,
): Promise<BankTransferAccount> {
  if (!platform) throw new AppError('BANK_TRANSFER_UNAVAILABLE');
  // The configuration admits only the seed's banks, and the seed writes every one of them.
  const bank = await dictionary.bank(platform.mfo);
  if (!bank) throw new Error(`bank transfer: no bank with MFO ${platform.mfo} in the banks table`);
  const reference = bankTransferReference(userId);
  return {
    recipient: platform.recipient,
    recipient_stir: platform.stir,
    bank_name: { ...bank.name },
    bank_mfo: platform.mfo,
    account: platform.account,
    reference,
    purpose: PURPOSE[lang](reference),
    min_amount: TOP_UP_MIN_TIYIN.toString(),
    credit_days: platform.creditDays,
    demo: platform.demo,
  };
}
