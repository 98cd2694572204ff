/**
 * Applications to auction lots (docs/domain.md "Deposit and balance"). Applying writes the
 * application and blocks the lot's deposit in one transaction; cancelling before the close of
 * applications marks it cancelled and releases the deposit in one transaction. Either refusal
 * leaves nothing written.
 *
 * The auction lifecycle settles deposits through activeApplications, releaseApplicationDeposit and
 * keepDeposits, inside its own transaction.
 */
import {
  applicationsOpenAt,
  mechanismOf,
  LOT_STATUS,
  type ApplicationStatus,
  type DepositState,
  type MyApplication,
  type MyApplicationPage,
  type MyApplicationQuery,
} from '@kimoshdi/shared';
import { canBuy, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { assertNotBarred } from '../blacklist';
import { inTransaction, blockDeposit, releaseDeposit } from '../ledger';
import {
  countActiveApplications,
  countActiveApplicationsOf,
  findActiveApplication,
  findApplication,
  insertApplication,
  listActiveApplications,
  listMyApplications,
  markDepositsKept,
  lockLot,
  markCancelled,
  nextBuyerNumber,
  setDepositState,
  type ApplicationRow,
  type LotForApplication,
  type MyApplicationRow,
} from './application.repository';
import type { ConsentCheck } from '../consent';

const OPEN_FOR_APPLICATIONS: readonly number[] = [LOT_STATUS.ANNOUNCED, LOT_STATUS.ACCEPTING_APPLICATIONS];
const GAME_OPEN: readonly number[] = [LOT_STATUS.LIVE, LOT_STATUS.PAUSED];

/**
 * The ledger's business key of an application's block. Buyer numbers are unique per lot and never
 * reused, so the key names one application for good.
 */
export const depositKey = (lotId: number, buyerNumber: number) => `deposit:${lotId}:${buyerNumber}`;

/** An application still standing at the auction's start or close, as the lifecycle needs it. */
export interface ActiveApplication {
  applicationId: string;
  userId: string;
  buyerNumber: number;
  depositKey: string;
  /** Tiyin; 0 when the lot asks no deposit (nothing is in the ledger then). */
  depositAmount: bigint;
  /** The person's stored language, for what they are told. */
  lang: string;
}

export type DepositReleaseReason = 'cancelled' | 'lost' | 'not_held' | 'lot_withdrawn' | 'lot_cancelled';

function isOpen(lot: LotForApplication): boolean {
  return (
    mechanismOf(lot.trade_type).applications &&
    OPEN_FOR_APPLICATIONS.includes(lot.lot_status) &&
    lot.applications_open
  );
}

function isActiveIndexConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'applications_active_idx';
}

function toActive(row: ApplicationRow & { lang: string }): ActiveApplication {
  return {
    applicationId: row.id,
    userId: row.user_id,
    buyerNumber: row.buyer_number,
    depositKey: row.deposit_key,
    depositAmount: BigInt(row.deposit_amount),
    lang: row.lang,
  };
}

function toMyApplication(row: MyApplicationRow, now: Date): MyApplication {
  const sent = row.status === 'sent';
  return {
    id: row.id,
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
    lot_status: row.lot_status,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    buyer_number: row.buyer_number,
    status: row.status as ApplicationStatus,
    deposit_amount: row.deposit_amount,
    deposit_state: row.deposit_state as DepositState,
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    can_cancel:
      sent &&
      OPEN_FOR_APPLICATIONS.includes(row.lot_status) &&
      applicationsOpenAt(
        now.getTime(),
        row.starts_at.getTime(),
        row.applications_close_at?.getTime() ?? null,
      ),
    can_enter: sent && GAME_OPEN.includes(row.lot_status),
  };
}

/** The lot's standing applications, buyer-number order. */
export async function activeApplications(db: Db, lotId: number): Promise<ActiveApplication[]> {
  return (await listActiveApplications(db, lotId)).map(toActive);
}

/** How many applications to the lot stand (the game page's applicants count). */
export function countApplicants(db: Db, lotId: number): Promise<number> {
  return countActiveApplications(db, lotId);
}

/** countApplicants of many lots in one statement (the live rooms' counts, once a second). */
export function countApplicantsOf(db: Db, lotIds: readonly number[]): Promise<Map<number, number>> {
  return countActiveApplicationsOf(db, lotIds);
}

/**
 * Returns a deposit to the buyer's available balance (a lost or not-held auction, a withdrawn lot).
 * Idempotent: a deposit no longer blocked is left as it is.
 */
export async function releaseApplicationDeposit(
  db: Db,
  application: Pick<ActiveApplication, 'applicationId'>,
  reason: DepositReleaseReason,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findApplication(trx, application.applicationId, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', { application_id: application.applicationId });
    if (row.deposit_state !== 'blocked') return;
    if (BigInt(row.deposit_amount) > 0n) {
      await releaseDeposit(trx, {
        userId: row.user_id,
        blockKey: row.deposit_key,
        code: `${reason}:${row.id}`,
      });
    }
    await setDepositState(trx, row.id, 'released');
  });
}

/**
 * The winner's and the reserve winner's deposits stay blocked, counted toward the price or held
 * until the winner pays. Idempotent; one in another state (released, forfeited) is WRONG_STATE.
 */
export async function keepDeposits(
  db: Db,
  applications: readonly Pick<ActiveApplication, 'applicationId'>[],
): Promise<void> {
  const ids = applications.map((application) => application.applicationId);
  const kept = new Set(await markDepositsKept(db, ids));
  const other = ids.find((id) => !kept.has(id));
  if (other !== undefined) throw new AppError('WRONG_STATE', { application_id: other });
}

export interface Applicant {
  id: string;
  role: Role;
}

/**
 * The application row and its deposit block, inside the caller's transaction with the lot row
 * locked (lockLot): the next buyer number, and the ledger refusing (INSUFFICIENT_FUNDS) rolls the
 * row back with it. The demo seed seats its bidders through this too.
 */
export async function seatApplicant(trx: Db, lot: LotForApplication, userId: string) {
  const buyerNumber = await nextBuyerNumber(trx, lot.id);
  const amount = BigInt(lot.deposit_amount);
  const application = await insertApplication(trx, {
    lotId: lot.id,
    userId,
    buyerNumber,
    depositAmount: amount,
    depositKey: depositKey(lot.id, buyerNumber),
  });
  if (amount > 0n) {
    await blockDeposit(trx, {
      userId,
      amount,
      businessKey: application.deposit_key,
      code: lot.lot_number,
      description: `Lot ${lot.lot_number}`,
    });
  }
  return application;
}

export function createApplicationService(db: Database, consent: ConsentCheck) {
  /** One of the user's applications in the list's shape. */
  async function one(userId: string, lotId: number, applicationId: string): Promise<MyApplication> {
    const { rows } = await listMyApplications(db, userId, 1, 100, lotId);
    const row = rows.find((candidate) => candidate.id === applicationId);
    if (!row) throw new AppError('NOT_FOUND');
    return toMyApplication(row, new Date());
  }

  return {
    async list(userId: string, { page, size, lot_id }: MyApplicationQuery): Promise<MyApplicationPage> {
      const { rows, total } = await listMyApplications(db, userId, page, size, lot_id);
      const now = new Date();
      return { items: rows.map((row) => toMyApplication(row, now)), total, page, size };
    },

    /**
     * Applies to the lot: one application per buyer and lot, the deposit blocked with it. A user
     * the blacklist bars today (USER_BARRED), or who has not signed the offer in force
     * (CONSENT_REQUIRED), is refused before anything is written.
     */
    async apply(user: Applicant, lotId: number): Promise<MyApplication> {
      if (!canBuy(user.role)) throw new AppError('BUYER_ROLE_REQUIRED');
      await assertNotBarred(db, user.id);
      await consent.assertConsented(user.id);
      try {
        const id = await inTransaction(db, async (trx) => {
          // The lot row lock queues applications to one lot: double submits see each other, and
          // buyer numbers are max + 1 without gaps or collisions.
          const lot = await lockLot(trx, lotId);
          if (!lot) throw new AppError('NOT_FOUND');
          if (!isOpen(lot)) throw new AppError('APPLICATIONS_CLOSED');
          if (await findActiveApplication(trx, lotId, user.id)) throw new AppError('ALREADY_APPLIED');
          const application = await seatApplicant(trx, lot, user.id);
          return application.id;
        });
        return await one(user.id, lotId, id);
      } catch (error) {
        // The lock makes this rare; the unique index is the last word should it ever be bypassed.
        if (isActiveIndexConflict(error)) throw new AppError('ALREADY_APPLIED');
        throw error;
      }
    },

    /** Cancels the buyer's application before the start; the deposit returns to available. */
    async cancel(userId: string, lotId: number): Promise<MyApplication> {
      const id = await inTransaction(db, async (trx) => {
        const lot = await lockLot(trx, lotId);
        if (!lot) throw new AppError('NOT_FOUND');
        if (!isOpen(lot)) throw new AppError('APPLICATIONS_CLOSED');
        const application = await findActiveApplication(trx, lotId, userId, { forUpdate: true });
        if (!application) throw new AppError('NO_APPLICATION');
        if (application.deposit_state === 'blocked' && BigInt(application.deposit_amount) > 0n) {
          await releaseDeposit(trx, {
            userId,
            blockKey: application.deposit_key,
            code: lot.lot_number,
          });
        }
        return (await markCancelled(trx, application.id)).id;
      });
      return one(userId, lotId, id);
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
