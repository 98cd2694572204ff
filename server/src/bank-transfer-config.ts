/**
 * The platform's bank account for top-ups by bank transfer (GET api/shop/gateway/account). Each
 * deployment has its own contract with its bank, so the account is configuration: the four
 * BANK_TRANSFER_* values are set together or not at all. Outside production, none set, the
 * demonstration account below is answered, marked `demo`; in production, none set, bank transfer
 * is off (the call answers BANK_TRANSFER_UNAVAILABLE and the top-up page leaves the section out).
 * The bank's name comes from the banks dictionary by its MFO, so the MFO must be one of its banks:
 * checked where the services are made (deps.ts, `unknownBankProblem`), since the configuration
 * reads no data of the database's seed.
 */
export interface BankTransferConfig {
  /** The account holder as the bank knows it, and its tax id (STIR, 9 digits). */
  recipient: string;
  stir: string;
  /** The bank's MFO (5 digits), one of the banks dictionary's. */
  mfo: string;
  /** The 20-digit settlement account. */
  account: string;
  /** Working days a transfer takes to reach the balance, at most. */
  creditDays: number;
  /** The demonstration account (none configured, outside production): nobody's real account. */
  demo: boolean;
}

export interface BankTransferEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  BANK_TRANSFER_RECIPIENT?: string;
  BANK_TRANSFER_STIR?: string;
  BANK_TRANSFER_MFO?: string;
  BANK_TRANSFER_ACCOUNT?: string;
  BANK_TRANSFER_CREDIT_DAYS: number;
}

/** The demonstration account, invented: answered outside production when none is configured. */
export const DEMO_BANK_TRANSFER_ACCOUNT = {
  BANK_TRANSFER_RECIPIENT: 'KIMOSHDI MCHJ',
  BANK_TRANSFER_STIR: '309876543',
  BANK_TRANSFER_MFO: '00450',
  BANK_TRANSFER_ACCOUNT: '20208000900123456001',
} as const;

const NAMES = Object.keys(DEMO_BANK_TRANSFER_ACCOUNT) as (keyof typeof DEMO_BANK_TRANSFER_ACCOUNT)[];

export function resolveBankTransferConfig(
  env: BankTransferEnv,
): { ok: true; config: BankTransferConfig | undefined } | { ok: false; problems: string[] } {
  const missing = NAMES.filter((name) => !env[name]);
  if (missing.length === NAMES.length) {
    if (env.NODE_ENV === 'production') return { ok: true, config: undefined };
    return { ok: true, config: fromValues(DEMO_BANK_TRANSFER_ACCOUNT, env.BANK_TRANSFER_CREDIT_DAYS, true) };
  }
  if (missing.length > 0) {
    const given = NAMES.filter((name) => env[name]).join(', ');
    return {
      ok: false,
      problems: missing.map(
        (name) => `${name}: required with ${given} (the bank transfer account is set whole or not at all)`,
      ),
    };
  }
  const values = {
    BANK_TRANSFER_RECIPIENT: env.BANK_TRANSFER_RECIPIENT ?? '',
    BANK_TRANSFER_STIR: env.BANK_TRANSFER_STIR ?? '',
    BANK_TRANSFER_MFO: env.BANK_TRANSFER_MFO ?? '',
    BANK_TRANSFER_ACCOUNT: env.BANK_TRANSFER_ACCOUNT ?? '',
  };
  if (
    env.NODE_ENV === 'production' &&
    values.BANK_TRANSFER_ACCOUNT === DEMO_BANK_TRANSFER_ACCOUNT.BANK_TRANSFER_ACCOUNT
  ) {
    return {
      ok: false,
      problems: ['BANK_TRANSFER_ACCOUNT: the demonstration account is refused in production'],
    };
  }
  return { ok: true, config: fromValues(values, env.BANK_TRANSFER_CREDIT_DAYS, false) };
}

function fromValues(
  values: Record<(typeof NAMES)[number], string>,
  creditDays: number,
  demo: boolean,
): BankTransferConfig {
  return {
    recipient: values.BANK_TRANSFER_RECIPIENT,
    stir: values.BANK_TRANSFER_STIR,
    mfo: values.BANK_TRANSFER_MFO,
    account: values.BANK_TRANSFER_ACCOUNT,
    creditDays,
    demo,
  };
}

/** Why a configured account's MFO cannot be used: none of the banks dictionary's (its seed list). */
export function unknownBankProblem(
  config: BankTransferConfig | undefined,
  knownMfos: readonly string[],
): string | undefined {
  if (!config || knownMfos.includes(config.mfo)) return undefined;
  return `BANK_TRANSFER_MFO: no bank with MFO ${config.mfo} in the banks dictionary (server/src/db/seed/data/banks.ts)`;
}
