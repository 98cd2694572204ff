/**
 * The demo catalogue, for `npm start` only (start.ts; never the tests' reference seed): 240 lots in
 * about 120 orders over every category, every region and every status 1..17, with Uzbek and
 * Russian names, pictures and documents served from server/static, results with bid histories,
 * protocols (active and cancelled) and blacklist entries (in force and expired).
 *
 * Times are set relative to now (auctions announced, accepting applications, starting soon, live
 * and ending in minutes or hours, finished recently). Idempotent: a second start finds the lots
 * (numbers 26xxxxxxxx) and, instead of adding more, moves every demo time forward by the time
 * passed since seeding, so the demo keeps live auctions whenever it is started.
 *
 * Generated from a fixed pseudo-random sequence: every deployment gets the same catalogue.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  APPLICATIONS_CLOSE_BEFORE_START_MS,
  ARCHIVE_AFTER_DAYS,
  LOT_STATUS,
  tashkentDay,
  TRADE_TYPE,
} from '@kimoshdi/shared';
import { priceLadder } from '@kimoshdi/shared/domain/trade/auction/steps';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import { fixedPriceLimitTiyin } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price-limit';
import { LOT_DOCUMENT_FILES } from '@kimoshdi/shared/domain/lot/document-kind';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { chainResultBids, insertLot, insertOrder, insertResultBids } from '../modules/lot';
import { CATEGORY_TEMPLATES, photosOf, type CategoryTemplates } from './data/lot-templates';

export const DEMO_LOT_COUNT = 240;
const DEMO_NUMBER_PATTERN = '^26[0-9]{8}$';
const demoLotNumber = (index: number) => `26${String(index + 1).padStart(8, '0')}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Statuses in turn: live (4) and accepting applications (2) most often, every status present. */
const STATUS_CYCLE = [4, 4, 2, 4, 2, 1, 3, 12, 5, 7, 8, 9, 11, 16, 6, 10, 13, 14, 15, 17, 4, 2, 5, 3];

/** Approximate centres of the regions (ids are SOATO codes), for the map. */
const REGION_CENTRES: Readonly<Record<number, [number, number]>> = {
  1703: [40.78, 72.34],
  1706: [39.77, 64.42],
  1708: [40.12, 67.84],
  1710: [38.86, 65.79],
  1712: [40.1, 65.38],
  1714: [40.99, 71.67],
  1718: [39.65, 66.96],
  1722: [37.22, 67.28],
  1724: [40.49, 68.78],
  1726: [41.31, 69.28],
  1727: [41.04, 69.36],
  1730: [40.39, 71.79],
  1733: [41.55, 60.63],
  1735: [42.46, 59.61],
};
const CHILONZOR = 1726294;

const CUSTOMERS = [
  { name: '"Toshkent Invest" MChJ', owner: 'legal', phone: '+998712001020', email: 'info@toshkentinvest.uz' },
  {
    name: 'Davlat aktivlarini boshqarish agentligi',
    owner: 'state',
    phone: '+998712390011',
    email: 'auksion@davaktiv.uz',
  },
  { name: 'Karimov Anvar Shavkatovich', owner: 'individual', phone: '+998901234567', email: null },
  { name: '"Agro Servis Farg\'ona" AJ', owner: 'legal', phone: '+998732245566', email: 'agro@servis.uz' },
  { name: 'Majburiy ijro byurosi', owner: 'state', phone: '+998712330044', email: 'mib@example.uz' },
  {
    name: 'Yusupova Dilnoza Rustamovna',
    owner: 'individual',
    phone: '+998935551122',
    email: 'dilnoza@example.uz',
  },
  { name: '"Samarqand Avto" MChJ', owner: 'legal', phone: '+998662211334', email: 'sale@samavto.uz' },
  { name: 'Toshmatov Bobur Alisherovich', owner: 'individual', phone: '+998977778899', email: null },
] as const;

const STREETS = [
  'Amir Temur',
  'Mustaqillik',
  'Navoiy',
  "Bog'ishamol",
  'Bunyodkor',
  'Fargona yoli',
  'Ipak yoli',
];

// The interface names these by their file (shared lotDocumentKind), in its own language.
const DOCUMENTS = {
  notice: { name: "Auksion e'loni.pdf", file: LOT_DOCUMENT_FILES.notice },
  valuation: { name: 'Baholash hisoboti.pdf', file: LOT_DOCUMENT_FILES.valuation },
  cadastre: { name: "Kadastr ma'lumotnomasi.pdf", file: LOT_DOCUMENT_FILES.cadastre },
  passport: { name: 'Texnik pasport.pdf', file: LOT_DOCUMENT_FILES.passport },
} as const;
const PROTOCOL_FILE = { name: 'Bayonnoma.pdf', url: '/static/lot-docs/protocol.pdf' };
const STATIC_DIR = path.resolve(import.meta.dirname, '../../../static');

function fileSize(relative: string): number {
  try {
    return statSync(path.join(STATIC_DIR, relative)).size;
  } catch {
    return 0;
  }
}

/** mulberry32: a small deterministic generator, so every deployment gets the same catalogue. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/**
 * The first fixed-price lot on sale (index 4: fixed price, and the cycle's status 2 makes it on
 * sale): the demo buyer can buy copies of it at once (README "Demo accounts").
 */
export const ONE_CLICK_SHOWCASE = 4;

/**
 * A fixed-price lot's price within 60 BHM of its notice day (regulation item 48): a template
 * price above it becomes 45 % to 94 % of the limit (by the lot's index, so the demo stays the same
 * every run and the generator's sequence is untouched), in whole 10 000 so'm.
 */
function withinFixedPriceLimit(price: bigint, publishedAt: number, index: number): bigint {
  const limit = fixedPriceLimitTiyin(publishedAt);
  if (price <= limit) return price;
  const step = 1_000_000n;
  return ((limit * BigInt(45 + ((index * 37) % 50))) / 100n / step) * step;
}

/** Every fifth lot is sold at a fixed price. */
const tradeTypeOf = (index: number) => (index % 5 === 4 ? TRADE_TYPE.FIXED_PRICE : TRADE_TYPE.AUCTION);

/**
 * A fixed-price lot's status in place of the cycle's auction-only ones (shared/src/domain/lot/
 * fixed-price.ts): applications and a pause become on sale; paid or awaiting payment, sold; not
 * held, price not confirmed, awaiting repeat or no bids, not sold.
 */
function fixedPriceStatus(status: number): number {
  const S = LOT_STATUS;
  if (([S.ACCEPTING_APPLICATIONS, S.APPLICATIONS_CLOSED, S.PAUSED] as number[]).includes(status))
    return S.LIVE;
  if (([S.PROTOCOL_ISSUED, S.AWAITING_PAYMENT] as number[]).includes(status)) return S.SOLD;
  if (([S.NOT_HELD, S.PRICE_NOT_CONFIRMED, S.AWAITING_REPEAT, S.NO_BIDS] as number[]).includes(status))
    return S.NOT_SOLD;
  return status;
}

/** When a lot in `status` is published, starts and ends, relative to now. */
function timesFor(status: number, now: number, rnd: ReturnType<typeof generator>, fixedPrice = false) {
  let startsAt: number;
  let endsAt: number;
  // A repeat waiting for its notice day (15): its notice, then its trade, are ahead.
  let noticeAt: number | null = null;
  if (fixedPrice && status === LOT_STATUS.LIVE) {
    // On sale for days; some stay times end within the hour, so the sweep ends them in a demo.
    startsAt = now - rnd.int(1, 10) * DAY;
    endsAt = now + (rnd.next() < 0.3 ? rnd.int(10, 59) * MINUTE : rnd.int(1, 30) * DAY);
  } else if (status === LOT_STATUS.ANNOUNCED || status === LOT_STATUS.UNDER_MODERATION) {
    startsAt = now + rnd.int(10, 30) * DAY + rnd.int(9, 17) * HOUR;
    endsAt = startsAt + 2 * HOUR;
  } else if (status === LOT_STATUS.ACCEPTING_APPLICATIONS) {
    startsAt = now + rnd.int(1, 10) * DAY + rnd.int(0, 8) * HOUR;
    endsAt = startsAt + 2 * HOUR;
  } else if (status === LOT_STATUS.APPLICATIONS_CLOSED) {
    // Starting soon: from ten minutes to half a day.
    startsAt = now + rnd.int(10, 720) * MINUTE;
    endsAt = startsAt + rnd.int(1, 4) * HOUR;
  } else if (status === LOT_STATUS.LIVE || status === LOT_STATUS.PAUSED) {
    // Live now, ending in minutes for some and in hours for others.
    startsAt = now - rnd.int(5, 180) * MINUTE;
    endsAt = now + (rnd.next() < 0.5 ? rnd.int(3, 59) * MINUTE : rnd.int(1, 20) * HOUR);
  } else if (status === LOT_STATUS.AWAITING_REPEAT) {
    // As many draws as a finished lot's below, so the lots after it stay as they were.
    noticeAt = now + (rnd.next() < 0.4 ? rnd.int(1, 23) * HOUR : rnd.int(1, 20) * DAY);
    startsAt = noticeAt + rnd.int(1, 3) * DAY;
    endsAt = startsAt + 5 * DAY;
  } else {
    // Finished: from an hour to two months ago; an archived lot, as long before its archive day.
    endsAt = now - (rnd.next() < 0.4 ? rnd.int(1, 23) * HOUR : rnd.int(1, 60) * DAY);
    if (status === LOT_STATUS.ARCHIVED) endsAt -= ARCHIVE_AFTER_DAYS * DAY;
    startsAt = endsAt - rnd.int(1, 3) * HOUR;
  }
  const before = rnd.int(7, 30) * DAY;
  const publishedAt = noticeAt ?? Math.min(startsAt, now) - before;
  return { startsAt, endsAt, publishedAt };
}

/**
 * An auction's close of applications, an hour before its start as the schedule sets it; a lot
 * shown with its applications closed (3) closed them a minute ago at the latest, whatever its
 * start, so the catalogue's 3 agrees with the lot page's times.
 */
function applicationsCloseFor(status: number, startsAt: number, now: number): Date {
  const close = startsAt - APPLICATIONS_CLOSE_BEFORE_START_MS;
  return new Date(status === LOT_STATUS.APPLICATIONS_CLOSED ? Math.min(close, now - MINUTE) : close);
}

/** The path of statuses a lot went through to reach `status`. */
const FLOW_PATHS: Readonly<Record<number, number[]>> = {
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 3, 4],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 6],
  7: [1, 2, 3, 4, 5, 8, 7],
  8: [1, 2, 3, 4, 5, 8],
  9: [1, 2, 3, 4, 9],
  10: [1, 2, 10],
  11: [1, 2, 3, 4, 5, 8, 11],
  12: [1, 2, 3, 4, 12],
  13: [1, 13],
  14: [1, 2, 3, 4, 9, 14],
  // Written waiting for its notice day (issue 28): its history starts with 15.
  15: [15],
  16: [1, 2, 3, 4, 16],
  17: [17],
};

/** A fixed-price lot's way: announced, on sale, then sold or not sold (or taken off). */
const FIXED_PRICE_FLOW_PATHS: Readonly<Record<number, number[]>> = {
  1: [1],
  4: [1, 4],
  5: [1, 4, 5],
  9: [1, 4, 9],
  10: [1, 10],
  13: [1, 13],
  14: [1, 4, 9, 14],
  17: [17],
};

/**
 * A lot's history along its way, spread from its publication to its last change; an archived
 * lot's last step (14) comes on its archive day, half a year after the rest.
 */
function flowsOf(path: readonly number[], publishedAt: number, lastFlowAt: number, now: number) {
  if (path.length === 1)
    return [{ status: path[0] ?? LOT_STATUS.ANNOUNCED, at: new Date(Math.min(publishedAt, now)) }];
  const archived = path.at(-1) === LOT_STATUS.ARCHIVED;
  const way = archived ? path.slice(0, -1) : path;
  const flows = way.map((status, k) => ({
    status,
    at: new Date(
      way.length === 1 ? publishedAt : publishedAt + ((lastFlowAt - publishedAt) * k) / (way.length - 1),
    ),
  }));
  if (archived) {
    flows.push({
      status: LOT_STATUS.ARCHIVED,
      at: new Date(Math.min(now, lastFlowAt + ARCHIVE_AFTER_DAYS * DAY)),
    });
  }
  return flows;
}

/** Order progress from the state of its first lot (docs/product.md section 4). */
function orderStatusFor(lotStatus: number): number {
  if (lotStatus === 17) return 2;
  if ([5, 7].includes(lotStatus)) return 6;
  if (lotStatus === 8) return 5;
  if ([1, 2, 3, 4, 12, 15].includes(lotStatus)) return 3;
  return 4;
}

function documentsFor(template: CategoryTemplates) {
  const docs: { name: string; file: string }[] = [DOCUMENTS.notice, DOCUMENTS.valuation];
  if (template.categoryId <= 5) docs.push(DOCUMENTS.cadastre);
  if (template.categoryId >= 6 && template.categoryId <= 10) docs.push(DOCUMENTS.passport);
  return docs.map((d) => ({
    name: d.name,
    url: `/static/lot-docs/${d.file}`,
    size: fileSize(`lot-docs/${d.file}`),
  }));
}

export type DemoCatalogueResult = { outcome: 'created'; lots: number } | { outcome: 'shifted'; byMs: number };

export async function seedDemoCatalogue(db: Database, now = Date.now()): Promise<DemoCatalogueResult> {
  const present = await db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select('orders.created_at')
    .where('lots.lot_number', '=', demoLotNumber(0))
    .executeTakeFirst();
  if (present)
    return { outcome: 'shifted', byMs: await shiftDemoTimes(db, present.created_at.getTime(), now) };

  const areas = await db
    .selectFrom('areas')
    .select(['id', 'region_id', 'name_uz', 'name_ru'])
    .orderBy('id')
    .execute();
  const regions = [...new Set(areas.map((a) => a.region_id))].sort((a, b) => a - b);
  const rnd = generator(2026);

  await db.transaction().execute(async (trx) => {
    let orderId = 0;
    let lotsLeftInOrder = 0;
    for (let index = 0; index < DEMO_LOT_COUNT; index += 1) {
      const tradeType = tradeTypeOf(index);
      const auction = tradeType === TRADE_TYPE.AUCTION;
      const cycled = STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 4;
      const status = auction ? cycled : fixedPriceStatus(cycled);
      const template = CATEGORY_TEMPLATES[index % CATEGORY_TEMPLATES.length] as CategoryTemplates;
      // Half the apartments are in Chilonzor (Tashkent), the most sought-after district of the demo.
      const inChilonzor =
        template.categoryId === 2 && index % 2 === 0 && areas.some((a) => a.id === CHILONZOR);
      const regionId = inChilonzor ? 1726 : (regions[index % regions.length] as number);
      const regionAreas = areas.filter((a) => a.region_id === regionId);
      const area = inChilonzor
        ? (areas.find((a) => a.id === CHILONZOR) ?? rnd.pick(regionAreas))
        : rnd.pick(regionAreas);
      const names = rnd.pick(template.names);
      const times = timesFor(status, now, rnd, !auction);

      if (lotsLeftInOrder === 0) {
        const customer = CUSTOMERS[index % CUSTOMERS.length] as (typeof CUSTOMERS)[number];
        orderId = await insertOrder(trx, {
          status: orderStatusFor(status),
          orderType: customer.owner === 'state' ? 2 : 1,
          ownerType: customer.owner,
          customerName: customer.name,
          customerAddress: `${area.name_uz}, ${rnd.pick(STREETS)} ko'chasi, ${rnd.int(1, 120)}-uy`,
          customerPhone: customer.phone,
          customerExtraPhone: index % 3 === 0 ? `+99890${rnd.int(1_000_000, 9_999_999)}` : null,
          customerEmail: customer.email,
          // The first order's creation time is the anchor a later start shifts the demo by.
          createdAt: new Date(index === 0 ? now : times.publishedAt - DAY),
        });
        lotsLeftInOrder = [1, 2, 3, 1, 2][index % 5] ?? 1;
      }
      lotsLeftInOrder -= 1;

      const sums = template.minSums + rnd.next() * (template.maxSums - template.minSums);
      const roundTo = sums >= 100_000_000 ? 1_000_000 : 10_000;
      const templatePrice = BigInt(Math.max(roundTo, Math.round(sums / roundTo) * roundTo)) * 100n;
      const startPrice = auction
        ? templatePrice
        : withinFixedPriceLimit(templatePrice, times.publishedAt, index);
      const byParts = index % 4 === 3;
      const [lat, lon] = REGION_CENTRES[regionId] ?? [41.31, 69.28];
      const sold = [5, 7, 8].includes(status);
      const withBids = auction && (sold || status === LOT_STATUS.PRICE_NOT_CONFIRMED);
      const bidCount = withBids ? rnd.int(2, 12) : 0;
      // The bids climb the engine's own ladder: the steps the lot page and the game show.
      const ladder = priceLadder(
        {
          startPrice,
          price: null,
          stepNo: 0,
          stepMode: stepModeFor(startPrice, times.publishedAt),
        },
        bidCount,
      );
      const finalPrice = auction ? (ladder[bidCount - 1] ?? startPrice) : startPrice;
      // Fixed-price lots sell copies: some bought while on sale, all of them once sold.
      const quantity = auction ? (template.categoryId === 12 ? rnd.int(1, 20) : 1) : rnd.int(1, 10);
      let quantitySold = 0;
      if (!auction && sold) quantitySold = quantity;
      else if (!auction && status === LOT_STATUS.LIVE) quantitySold = rnd.int(0, quantity - 1);
      // The one-click showcase: several copies, none sold, on sale for weeks (docs/demo.md).
      const showcase = index === ONE_CLICK_SHOWCASE;
      if (showcase) {
        times.endsAt = now + 21 * DAY;
        quantitySold = 0;
      }
      const photos = photosOf(template);
      const first = index % photos.length;
      const path = (auction ? FLOW_PATHS : FIXED_PRICE_FLOW_PATHS)[status] ?? [status];
      const lastFlowAt = Math.min(now - MINUTE, Math.max(times.endsAt, times.publishedAt));

      const lotId = await insertLot(trx, {
        orderId,
        orderType: CUSTOMERS[index % CUSTOMERS.length]?.owner === 'state' ? 2 : 1,
        lotNumber: demoLotNumber(index),
        name: { uz: `${names.uz}, ${area.name_uz}`, ru: `${names.ru}, ${area.name_ru}`, en: names.en },
        description: {
          uz: `${names.uz}. Holati yaxshi, hujjatlari to'liq. Ko'rish uchun oldindan qo'ng'iroq qiling.`,
          ru: `${names.ru}. В хорошем состоянии, документы в порядке. Осмотр по предварительному звонку.`,
          en: `${names.en}. In good condition, papers in order. Viewing by appointment.`,
        },
        categoryId: template.categoryId,
        regionId,
        areaId: area.id,
        address: `${area.name_uz}, ${rnd.pick(STREETS)} ko'chasi, ${rnd.int(1, 120)}-uy`,
        latitude: Math.round((lat + (rnd.next() - 0.5) * 0.2) * 1e6) / 1e6,
        longitude: Math.round((lon + (rnd.next() - 0.5) * 0.2) * 1e6) / 1e6,
        quantity: showcase ? Math.max(quantity, 6) : quantity,
        quantitySold,
        propertyType: template.propertyType,
        rentMonths: template.propertyType === 'rent' ? rnd.pick([6, 12, 24, 36]) : null,
        tradeType,
        paymentType: byParts ? 2 : 1,
        partPaymentMonths: byParts ? rnd.pick([6, 12, 24]) : null,
        lotStatus: status,
        startPrice,
        depositPercent: rnd.pick([5, 10, 15, 20]),
        startsAt: new Date(times.startsAt),
        endsAt: new Date(times.endsAt),
        publishedAt: new Date(times.publishedAt),
        ...(auction ? { applicationsCloseAt: applicationsCloseFor(status, times.startsAt, now) } : {}),
        isReklama: index % 9 === 0,
        finalPrice: sold ? finalPrice : null,
        winnerBuyerNumber: sold && auction ? demoWinnerNumber(index) : null,
        photos: [...photos.slice(first), ...photos.slice(0, first)],
        documents: documentsFor(template),
        flows: flowsOf(path, times.publishedAt, lastFlowAt, now),
        // An archived lot keeps the status its trade ended with: the one before 14 on its way.
        archivedFrom: status === LOT_STATUS.ARCHIVED ? (path.at(-2) ?? null) : null,
      });

      if (bidCount > 0) {
        const winner = demoWinnerNumber(index);
        const bidders = [winner, ...['1', '2', '3', '4'].filter((number) => number !== winner)];
        await insertResultBids(
          trx,
          lotId,
          Array.from({ length: bidCount }, (_, k) => ({
            // The last bid is the winner's; the others alternate among the rest.
            buyerNumber: k === bidCount - 1 ? winner : (bidders[1 + (k % 3)] as string),
            amount: ladder[k] as bigint,
            at: new Date(times.startsAt + ((times.endsAt - times.startsAt) * (k + 1)) / (bidCount + 1)),
          })),
        );
      }

      const winnerTin = String(300_000_000 + ((index * 7919) % 99_999_999)).slice(0, 9);
      const winnerPinfl = `3${String(10_000_000_000_000 + index * 104_729).slice(1, 14)}`;
      const lotNumber = demoLotNumber(index);
      if (
        status === LOT_STATUS.PROTOCOL_ISSUED ||
        status === LOT_STATUS.AWAITING_PAYMENT ||
        status === LOT_STATUS.PRICE_NOT_CONFIRMED
      ) {
        await trx
          .insertInto('protocols')
          .values({
            number: `BN-${lotNumber}`,
            // The winner of a lot in status 11 refused or did not pay: the protocol was cancelled.
            status: status === LOT_STATUS.PRICE_NOT_CONFIRMED ? 'cancelled' : 'active',
            lot_id: lotId,
            winner_name: index % 2 === 0 ? `"Demo Savdo ${index}" MChJ` : `Demo G'olib ${index}`,
            tin: winnerTin,
            pinfl: winnerPinfl,
            address: `${area.name_uz}, ${rnd.pick(STREETS)} ko'chasi, ${rnd.int(1, 120)}-uy`,
            protocol_date: tashkentDay(times.endsAt),
            files: JSON.stringify([PROTOCOL_FILE]),
          })
          .execute();
      }
      if (status === LOT_STATUS.PRICE_NOT_CONFIRMED) {
        // Who refused the won lot is barred for a year: some terms still run, some are over.
        const start = tashkentDay(times.endsAt);
        const inForce = Math.floor(index / STATUS_CYCLE.length) % 2 === 0;
        await trx
          .insertInto('blacklist_entries')
          .values({
            name: index % 2 === 0 ? `"Demo Savdo ${index}" MChJ` : `Demo G'olib ${index}`,
            lot_number: lotNumber,
            tin: winnerTin,
            pinfl: winnerPinfl,
            start_date: inForce ? start : addDays(start, -400),
            end_date: inForce ? addDays(start, 365) : addDays(start, -35),
          })
          .execute();
      }
    }
  });
  return { outcome: 'created', lots: DEMO_LOT_COUNT };
}

/**
 * Moves every time of the demo forward by the time from `anchor` (the first order's creation) to
 * `now`; the days of protocols and blacklist entries move by the Tashkent days between the two, so
 * many restarts within a day add up right.
 */
async function shiftDemoTimes(db: Database, anchor: number, now: number): Promise<number> {
  const byMs = now - anchor;
  if (byMs <= 0) return 0;
  const interval = sql`${byMs}::bigint * interval '1 millisecond'`;
  const days = Math.round((Date.parse(tashkentDay(now)) - Date.parse(tashkentDay(anchor))) / DAY);
  const demoLots = sql`SELECT id FROM lots WHERE lot_number ~ ${DEMO_NUMBER_PATTERN}`;
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE lots SET starts_at = starts_at + ${interval}, ends_at = ends_at + ${interval},
      published_at = published_at + ${interval} WHERE lot_number ~ ${DEMO_NUMBER_PATTERN}`.execute(trx);
    await sql`UPDATE orders SET created_at = created_at + ${interval}
      WHERE id IN (SELECT order_id FROM lots WHERE lot_number ~ ${DEMO_NUMBER_PATTERN})`.execute(trx);
    await sql`UPDATE lot_flows SET at = at + ${interval} WHERE lot_id IN (${demoLots})`.execute(trx);
    // Only the made-up histories move (their chains are written afresh below, docs/bid-log.md): a
    // lot the engine held keeps its bids' real times, which its chain covers.
    const seeded = await sql<{ lot_id: number }>`UPDATE lot_result_bids SET at = at + ${interval}
      WHERE lot_id IN (${demoLots}) AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = lot_result_bids.lot_id)
      RETURNING lot_id`.execute(trx);
    for (const lotId of new Set(seeded.rows.map((row) => row.lot_id))) await chainResultBids(trx, lotId);
    if (days > 0) {
      await sql`UPDATE protocols SET protocol_date = protocol_date + ${days}::int
        WHERE lot_id IN (${demoLots})`.execute(trx);
      await sql`UPDATE blacklist_entries SET start_date = start_date + ${days}::int,
        end_date = end_date + ${days}::int WHERE lot_number ~ ${DEMO_NUMBER_PATTERN}`.execute(trx);
    }
  });
  return byMs;
}

/**
 * Buyer numbers as a held auction gives them (1, 2, ... in the order of applications), so the game
 * page of a finished demo lot reads its result like that of a lot the engine closed.
 */
function demoWinnerNumber(index: number): string {
  return String(1 + (index % 4));
}
