/**
 * Uzbekistan's public holidays, the days off by the Labour Code: seven fixed days, the two Eids,
 * and the Monday after any of them that falls on a weekend (the moved day off). Pure, with no
 * library: the server builds its working-day calendar from this and the operators' overrides
 * (working-calendar.ts), which is also how a decree's extra days off or a corrected Eid get in.
 *
 * DECISION: the Eids come from the Umm al-Qura calendar that the runtime's Intl carries (1 Shawwal
 * and 10 Dhu al-Hijjah). It gives the days the Muslim Board of Uzbekistan announced in every year
 * from 2020 to 2025, the same as the date-holidays package this replaced (which brought ~35 MB of
 * astronomy for one country); where an announcement differs, the operator moves the day in the
 * calendar. A lunar year is 354 or 355 days, so one Gregorian year can hold an Eid twice (2033).
 */
export const HOLIDAY_KEYS = [
  'newYear',
  'womensDay',
  'navruz',
  'memoryDay',
  'independenceDay',
  'teachersDay',
  'constitutionDay',
  'eidAlFitr',
  'eidAlAdha',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

/** The fixed holidays, month and day. */
const FIXED: readonly { key: HolidayKey; month: number; day: number }[] = [
  { key: 'newYear', month: 1, day: 1 },
  { key: 'womensDay', month: 3, day: 8 },
  { key: 'navruz', month: 3, day: 21 },
  { key: 'memoryDay', month: 5, day: 9 },
  { key: 'independenceDay', month: 9, day: 1 },
  { key: 'teachersDay', month: 10, day: 1 },
  { key: 'constitutionDay', month: 12, day: 8 },
];

export interface PublicHoliday {
  /** A Tashkent day, `YYYY-MM-DD`. */
  day: string;
  key: HolidayKey;
  /** The Monday a holiday on a weekend is moved to. */
  moved: boolean;
}

const DAY_MS = 86_400_000;

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

let hijri: Intl.DateTimeFormat | undefined;

/** The Eid days of a Gregorian year: [day, key], in date order. */
function eids(year: number): [string, HolidayKey][] {
  hijri ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    timeZone: 'UTC',
    month: 'numeric',
    day: 'numeric',
  });
  const found: [string, HolidayKey][] = [];
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += DAY_MS) {
    let month = '';
    let day = '';
    for (const part of hijri.formatToParts(time)) {
      if (part.type === 'month') month = part.value;
      else if (part.type === 'day') day = part.value;
    }
    if (month === '10' && day === '1') found.push([iso(time), 'eidAlFitr']);
    else if (month === '12' && day === '10') found.push([iso(time), 'eidAlAdha']);
  }
  return found;
}

/** The public holidays of a year, moved days off included, in date order. */
export function publicHolidays(year: number): PublicHoliday[] {
  const days: PublicHoliday[] = [];
  const dated: [string, HolidayKey][] = [
    ...FIXED.map(({ key, month, day }): [string, HolidayKey] => [iso(Date.UTC(year, month - 1, day)), key]),
    ...eids(year),
  ];
  for (const [day, key] of dated) {
    days.push({ day, key, moved: false });
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // Saturday moves to the Monday two days on, Sunday to the next day.
    if (weekday === 6 || weekday === 0) {
      days.push({
        day: iso(Date.parse(`${day}T00:00:00Z`) + (weekday === 6 ? 2 : 1) * DAY_MS),
        key,
        moved: true,
      });
    }
  }
  return days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export type HolidayLanguage = 'uz' | 'ru' | 'en';

const NAMES: Record<HolidayLanguage, Record<HolidayKey, string> & { moved: string }> = {
  uz: {
    newYear: 'Yangi yil bayrami',
    womensDay: 'Xalqaro xotin-qizlar kuni',
    navruz: 'Navroʻz bayrami',
    memoryDay: 'Xotira va qadrlash kuni',
    independenceDay: 'Mustaqillik kuni',
    teachersDay: 'Oʻqituvchi va murabbiylar kuni',
    constitutionDay: 'Konstitutsiya kuni',
    eidAlFitr: 'Roʻza hayiti',
    eidAlAdha: 'Qurbon hayiti',
    moved: 'koʻchirilgan dam olish kuni',
  },
  ru: {
    newYear: 'Новый год',
    womensDay: 'Международный женский день',
    navruz: 'Праздник Навруз',
    memoryDay: 'День памяти и почестей',
    independenceDay: 'День независимости',
    teachersDay: 'День учителя и наставника',
    constitutionDay: 'День Конституции',
    eidAlFitr: 'Рамазан хайит',
    eidAlAdha: 'Курбан хайит',
    moved: 'перенесённый выходной',
  },
  en: {
    newYear: "New Year's Day",
    womensDay: "International Women's Day",
    navruz: 'Navruz',
    memoryDay: 'Day of Memory and Honour',
    independenceDay: 'Independence Day',
    teachersDay: "Teachers' and Mentors' Day",
    constitutionDay: 'Constitution Day',
    eidAlFitr: 'Eid al-Fitr',
    eidAlAdha: 'Eid al-Adha',
    moved: 'moved day off',
  },
};

/** A holiday's name in `lang`; a moved day off says so after it. */
export function holidayName({ key, moved }: PublicHoliday, lang: HolidayLanguage): string {
  const names = NAMES[lang];
  return moved ? `${names[key]} (${names.moved})` : names[key];
}
