import type {
  Area,
  Bank,
  Category,
  CodedItem,
  DictionaryName,
  LotStatusItem,
  OrderCategory,
  PaymentProvider,
  Region,
} from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  listAreas,
  listBanks,
  listCategories,
  listCodeList,
  listLotStatuses,
  listPaymentProviders,
  listRegions,
} from './dictionary.repository';

// Reference data changes only with a migration or a seed; a minute of staleness is harmless and
// keeps these calls off PostgreSQL on every page load.
const CACHE_MS = 60_000;

interface Snapshot {
  at: number;
  region: Region[];
  area: Area[];
  categories: Category[];
  'lot-statuses': LotStatusItem[];
  'order-statuses': CodedItem[];
  'trade-types': CodedItem[];
  'order-types': CodedItem[];
  'payment-types': CodedItem[];
  'order-methods': CodedItem[];
  'order-categories': OrderCategory[];
  bank: Bank[];
  paymentProviders: PaymentProvider[];
}

export function createDictionaryService(db: Database, now: () => number = Date.now) {
  let snapshot: Promise<Snapshot> | undefined;
  let loadedAt = 0;

  async function load(): Promise<Snapshot> {
    const [
      region,
      area,
      categories,
      lotStatuses,
      orderStatuses,
      tradeTypes,
      orderTypes,
      paymentTypes,
      providers,
      banks,
    ] = await Promise.all([
      listRegions(db),
      listAreas(db),
      listCategories(db),
      listLotStatuses(db),
      listCodeList(db, 'order_statuses'),
      listCodeList(db, 'trade_types'),
      listCodeList(db, 'order_types'),
      listCodeList(db, 'payment_types'),
      listPaymentProviders(db),
      listBanks(db),
    ]);
    return {
      at: now(),
      region,
      area,
      categories,
      'lot-statuses': lotStatuses,
      'order-statuses': orderStatuses,
      'trade-types': tradeTypes,
      'order-types': orderTypes,
      'payment-types': paymentTypes,
      'order-methods': tradeTypes,
      'order-categories': categories
        .filter((category) => category.parent_id === null)
        .map((group) => ({ ...group, children: categories.filter((child) => child.parent_id === group.id) })),
      bank: banks,
      paymentProviders: providers,
    };
  }

  function current(): Promise<Snapshot> {
    if (!snapshot || now() - loadedAt > CACHE_MS) {
      loadedAt = now();
      const next = load();
      // A failed load must not stick: the next call tries again.
      next.catch(() => {
        if (snapshot === next) snapshot = undefined;
      });
      snapshot = next;
    }
    return snapshot;
  }

  return {
    async list(name: Exclude<DictionaryName, 'area'>): Promise<unknown[]> {
      return (await current())[name];
    },

    /** The areas of one region, or of every region when none is named. */
    async areasOf(regionId?: number): Promise<Area[]> {
      const data = await current();
      if (regionId === undefined) return data.area;
      if (!data.region.some((region) => region.id === regionId)) {
        throw new AppError('NOT_FOUND', { region_id: regionId });
      }
      return data.area.filter((area) => area.region_id === regionId);
    },

    async paymentProviders(): Promise<PaymentProvider[]> {
      return (await current()).paymentProviders;
    },

    /** The bank with this MFO (names in every language), or undefined. */
    async bank(mfo: string): Promise<Bank | undefined> {
      return (await current()).bank.find((bank) => bank.mfo === mfo);
    },

    /** Forget the cache (after a seed in tests). */
    reset(): void {
      snapshot = undefined;
    },
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;
