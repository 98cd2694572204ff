/**
 * The demo's news (issue 28): three items the demo operator published, in uz, ru and en (uz-Cyrl
 * readers get the uz text: the fallback shows). Made once; an item already there is left as the
 * operator may have edited it.
 */
import type { Language } from '@kimoshdi/shared';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import { createNews, saveContentVersion } from '../modules/content';

type Texts = Partial<Record<Language, { title: string; body: string }>>;

export const DEMO_NEWS: { slug: string; texts: Texts }[] = [
  {
    slug: 'kimoshdi-ochildi',
    texts: {
      uz: {
        title: 'Kimoshdi ishga tushdi',
        body: "Kimoshdi — mol-mulkni **onlayn kim oshdi savdosi** va qat'iy narxda sotish platformasi.\n\nSavdolarda qatnashish uchun:\n\n1. Kimoshdi ID orqali ro'yxatdan o'ting.\n2. Ommaviy ofertani imzolang.\n3. Balansni to'ldiring va lotga ariza bering.\n\nBatafsil: [qanday ishtirok etish mumkin](/info/participating).",
      },
      ru: {
        title: 'Kimoshdi открыт',
        body: 'Kimoshdi — платформа **онлайн-аукционов** и продажи имущества по фиксированной цене.\n\nЧтобы участвовать в торгах:\n\n1. Зарегистрируйтесь через Kimoshdi ID.\n2. Подпишите публичную оферту.\n3. Пополните баланс и подайте заявку на лот.\n\nПодробнее: [как участвовать](/info/participating).',
      },
      en: {
        title: 'Kimoshdi is open',
        body: 'Kimoshdi is a platform for **online auctions** and fixed-price sales of property.\n\nTo take part:\n\n1. Register with Kimoshdi ID.\n2. Sign the public offer.\n3. Top up your balance and apply for a lot.\n\nMore: [how to take part](/info/participating).',
      },
    },
  },
  {
    slug: 'humo-va-uzcard-kartalari',
    texts: {
      uz: {
        title: "Balansni Humo va Uzcard kartalari bilan to'ldirish",
        body: "Endi balansni Payme va Click orqali istalgan **Humo** yoki **Uzcard** kartasidan to'ldirish mumkin. Pul balansga bir necha soniyada tushadi.\n\nZakalat haqida: [balansni to'ldirish](/info/deposite-adjunction).",
      },
      ru: {
        title: 'Пополнение баланса картами Humo и Uzcard',
        body: 'Теперь баланс можно пополнить с любой карты **Humo** или **Uzcard** через Payme и Click. Деньги поступают на баланс за несколько секунд.\n\nО задатке: [пополнение баланса](/info/deposite-adjunction).',
      },
      en: {
        title: 'Top up with Humo and Uzcard cards',
        body: 'You can now top up your balance from any **Humo** or **Uzcard** card through Payme and Click. The money reaches your balance in seconds.\n\nAbout deposits: [topping up](/info/deposite-adjunction).',
      },
    },
  },
  {
    slug: 'ish-vaqti-bayramlarda',
    texts: {
      uz: {
        title: 'Bayram kunlaridagi ish tartibi',
        body: "Bayram kunlari savdolar o'tkazilmaydi, g'olib to'lov muddati **ish kunlarida** hisoblanadi.\n\n| Kun | Qo'llab-quvvatlash |\n|:--|:--|\n| Dushanba–Juma | 09:00–18:00 |\n| Bayramlar | Dam olish |",
      },
      ru: {
        title: 'Режим работы в праздничные дни',
        body: 'В праздничные дни торги не проводятся, срок оплаты победителем считается в **рабочих днях**.\n\n| День | Поддержка |\n|:--|:--|\n| Понедельник–пятница | 09:00–18:00 |\n| Праздники | Выходной |',
      },
      en: {
        title: 'Working hours on public holidays',
        body: "No auctions are held on public holidays; the winner's payment term counts **working days**.\n\n| Day | Support |\n|:--|:--|\n| Monday–Friday | 09:00–18:00 |\n| Holidays | Closed |",
      },
    },
  },
];

export async function seedDemoContent(db: Database, operatorId: string): Promise<{ created: number }> {
  let created = 0;
  for (const item of DEMO_NEWS) {
    const page = await createNews(db, { operatorId, slug: item.slug }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'SLUG_TAKEN') return null;
      throw error;
    });
    if (!page) continue;
    created += 1;
    for (const [lang, text] of Object.entries(item.texts) as [Language, { title: string; body: string }][]) {
      await saveContentVersion(db, { operatorId, slug: item.slug, lang, ...text });
    }
  }
  return { created };
}
