/**
 * The public offer and service contract of the platform, version by version. A published version
 * is never edited (people signed its exact text): a change is a new entry with a new version and
 * effective time, and everybody signs again (docs/decisions.md "The public-offer consent").
 *
 * Each language's text is the whole offer; the Uzbek Cyrillic one is made from the Uzbek Latin one
 * by transliterate() when seeded.
 */

export interface OfferVersionSeed {
  version: string;
  /** When it comes into force (ISO with the Tashkent offset). */
  effectiveAt: string;
  title: { uz: string; ru: string; en: string };
  body: { uz: string; ru: string; en: string };
}

const UZ = `OMMAVIY OFERTA VA XIZMAT KO'RSATISH SHARTNOMASI
Versiya 2024-07, 2024-yil 23-iyuldan kuchga kiradi.

1. Umumiy qoidalar
1.1. Ushbu oferta Kimoshdi elektron savdo maydonchasi (keyingi o'rinlarda "Maydoncha") xizmatlaridan foydalanish shartlarini belgilaydi.
1.2. Foydalanuvchi ofertani o'z elektron raqamli imzosi bilan imzolagan paytdan boshlab uning shartlarini to'liq qabul qilgan hisoblanadi. Imzosiz foydalanuvchi lotlarni ko'rishi mumkin, ammo auksionlarga ariza bera olmaydi, taklif bildira olmaydi, qat'iy narxda xarid qila olmaydi va buyurtma yubora olmaydi.
1.3. Foydalanuvchi roziligini shaxsiy kabinetda qaytarib olishi mumkin; shundan so'ng u ofertani qayta imzolamaguncha savdolarda qatnasha olmaydi. Qaytarib olish avval qilingan takliflar va to'lov majburiyatlarini bekor qilmaydi.

2. Balans va zakalat
2.1. Foydalanuvchi balansi so'mda yuritiladi va Maydoncha qabul qiladigan to'lov tizimlari orqali to'ldiriladi.
2.2. Auksionga ariza berishda lotning zakalati (sukut bo'yicha boshlang'ich narxning 5 foizi) balansdagi mavjud mablag'dan bloklanadi. Mablag' yetmasa, ariza qabul qilinmaydi.
2.3. Auksion boshlanguncha bekor qilingan ariza zakalati qaytariladi. Auksiondan keyin yutqazganlarning zakalati darhol, zaxira g'olibniki esa g'olib to'lov qilgach qaytariladi.
2.4. Balansdagi mablag' operator tasdiqlaydigan ariza asosida bank kartasiga qaytariladi.

3. Takliflar
3.1. Auksion e'lon qilingan vaqtda boshlanadi va tugaydi; vaqtni faqat Maydoncha serveri belgilaydi.
3.2. Taklif tizim tavsiya qilgan narxdan kam bo'lmasligi kerak. Tasdiqlangan taklifni qaytarib olib bo'lmaydi.
3.3. Avtotaklif belgilangan eng yuqori summagacha foydalanuvchi nomidan taklif bildiradi.
3.4. Auksion oxirgi daqiqalarida qilingan taklif tugash vaqtini lotda ko'rsatilgan daqiqalarga uzaytiradi.

4. To'lov muddati va zakalatdan mahrum bo'lish
4.1. G'olib narxning zakalatdan ortiq qismini lotda ko'rsatilgan ish kunlari ichida (sukut bo'yicha 3 ish kuni, Toshkent vaqti bilan soat 18:00 gacha) to'laydi; zakalat narx hisobiga o'tadi.
4.2. G'olib lotdan voz kechsa yoki muddatida to'lamasa, zakalat sotuvchiga (davlat buyurtmasida davlat hisobiga) o'tadi va lot zaxira g'olibga taklif qilinadi.
4.3. To'lov to'liq amalga oshirilgach, g'olibga QR kodli natijalar bayonnomasi beriladi.

5. Cheklovlar
5.1. Davlat buyurtmasi bo'yicha lotdan voz kechgan yoki muddatida to'lamagan g'olib insofsiz ishtirokchilar ro'yxatiga kiritiladi va 2 oy davomida auksionlarda qatnasha olmaydi.
5.2. Foydalanuvchi cheklov sababi va muddatini shaxsiy kabinetda ko'radi va unga operator orqali e'tiroz bildirishi mumkin.

6. Qat'iy narxda xarid
6.1. Qat'iy narxdagi lot uni birinchi bo'lib tasdiqlagan xaridorga sotiladi. Xarid SMS va elektron pochtaga yuborilgan kod bilan tasdiqlanadi va bekor qilinmaydi.

7. Yakuniy qoidalar
7.1. Maydoncha ofertaning yangi versiyasini e'lon qilishi mumkin; yangi versiya kuchga kirgach, savdolarda qatnashish uchun uni qayta imzolash kerak.
7.2. Nizolar muzokaralar yo'li bilan, kelishilmasa O'zbekiston Respublikasi qonunchiligiga muvofiq sudda hal qilinadi.`;

const RU = `ПУБЛИЧНАЯ ОФЕРТА И ДОГОВОР ОБ ОКАЗАНИИ УСЛУГ
Версия 2024-07, действует с 23 июля 2024 года.

1. Общие положения
1.1. Настоящая оферта устанавливает условия пользования услугами электронной торговой площадки Kimoshdi (далее — «Площадка»).
1.2. Пользователь принимает условия оферты полностью с момента её подписания своей электронной цифровой подписью. Без подписи пользователь может просматривать лоты, но не может подавать заявки на аукционы, делать ставки, покупать по фиксированной цене и отправлять заказы.
1.3. Пользователь может отозвать согласие в личном кабинете; после этого он не участвует в торгах, пока снова не подпишет оферту. Отзыв не отменяет уже сделанных ставок и обязательств по оплате.

2. Баланс и задаток
2.1. Баланс пользователя ведётся в сумах и пополняется через платёжные системы, которые принимает Площадка.
2.2. При подаче заявки на аукцион задаток лота (по умолчанию 5 % стартовой цены) блокируется из доступных средств баланса. Если средств не хватает, заявка не принимается.
2.3. Задаток по заявке, отменённой до начала аукциона, возвращается. После аукциона задатки проигравших возвращаются сразу, задаток резервного победителя — после оплаты победителем.
2.4. Средства баланса возвращаются на банковскую карту по заявлению, которое одобряет оператор.

3. Ставки
3.1. Аукцион начинается и заканчивается в объявленное время; время определяет только сервер Площадки.
3.2. Ставка не может быть ниже цены, предложенной системой. Подтверждённую ставку отозвать нельзя.
3.3. Автоставка делает ставки от имени пользователя до заданной им максимальной суммы.
3.4. Ставка в последние минуты аукциона продлевает его окончание на указанное в лоте число минут.

4. Срок оплаты и потеря задатка
4.1. Победитель оплачивает часть цены сверх задатка в течение указанного в лоте числа рабочих дней (по умолчанию 3 рабочих дня, до 18:00 по ташкентскому времени); задаток засчитывается в цену.
4.2. Если победитель отказывается от лота или не оплачивает его в срок, задаток переходит продавцу (по государственному заказу — в доход государства), а лот предлагается резервному победителю.
4.3. После полной оплаты победитель получает протокол о результатах торгов с QR-кодом.

5. Ограничения
5.1. Победитель, отказавшийся от лота по государственному заказу или не оплативший его в срок, вносится в реестр недобросовестных участников и 2 месяца не может участвовать в аукционах.
5.2. Причину и срок ограничения пользователь видит в личном кабинете и может оспорить их через оператора.

6. Покупка по фиксированной цене
6.1. Лот с фиксированной ценой продаётся первому покупателю, подтвердившему покупку. Покупка подтверждается кодом, отправленным по SMS и на электронную почту, и не отменяется.

7. Заключительные положения
7.1. Площадка может опубликовать новую версию оферты; после её вступления в силу для участия в торгах её нужно подписать заново.
7.2. Споры решаются путём переговоров, а при недостижении согласия — в суде по законодательству Республики Узбекистан.`;

const EN = `PUBLIC OFFER AND SERVICE CONTRACT
Version 2024-07, in force from 23 July 2024.

1. General
1.1. This offer sets the terms of use of the Kimoshdi electronic trading platform (the "Platform").
1.2. A user accepts this offer in full when they sign it with their electronic digital signature. Without a signature a user may browse lots but may not apply to auctions, bid, buy at a fixed price or send orders.
1.3. A user may withdraw their consent in the cabinet; after that they take no part in trading until they sign the offer again. Withdrawing does not cancel bids already made or payments already owed.

2. Balance and deposit
2.1. A user's balance is kept in soums and topped up through the payment systems the Platform accepts.
2.2. Applying to an auction blocks the lot's deposit (5 % of the start price unless the lot says otherwise) out of the available balance. If the balance does not cover it, the application is refused.
2.3. The deposit of an application cancelled before the auction starts is returned. After the auction the losers' deposits are returned at once, the reserve winner's once the winner has paid.
2.4. Money on the balance is returned to a bank card on an application that an operator approves.

3. Bids
3.1. An auction starts and ends at its announced times; only the Platform's server keeps the time.
3.2. A bid may not be below the price the system suggests. A confirmed bid cannot be taken back.
3.3. An auto-bid bids on the user's behalf up to the maximum they set.
3.4. A bid in the last minutes of an auction moves its end later by the minutes the lot states.

4. Payment deadline and forfeit of the deposit
4.1. The winner pays the price less the deposit within the working days the lot states (3 working days unless it says otherwise, until 18:00 Tashkent time); the deposit counts towards the price.
4.2. A winner who refuses the lot or does not pay in time loses the deposit to the seller (to the state, for a state order), and the lot is offered to the reserve winner.
4.3. Once paid in full, the winner receives the results protocol with its QR code.

5. Bans
5.1. A winner who refuses a lot of a state order or does not pay for it in time is entered in the register of dishonest participants and may not take part in auctions for 2 months.
5.2. The user sees the reason and the term of a ban in the cabinet and may contest it through the operator.

6. Fixed-price purchases
6.1. A fixed-price lot is sold to the first buyer who confirms the purchase. The purchase is confirmed with a code sent by SMS and e-mail and cannot be cancelled.

7. Final provisions
7.1. The Platform may publish a new version of this offer; once it is in force, it must be signed again to take part in trading.
7.2. Disputes are settled by negotiation and, failing agreement, in court under the laws of the Republic of Uzbekistan.`;

export const OFFER_VERSIONS: readonly OfferVersionSeed[] = [
  {
    version: '2024-07',
    effectiveAt: '2024-07-23T00:00:00+05:00',
    title: {
      uz: "Ommaviy oferta va xizmat ko'rsatish shartnomasi",
      ru: 'Публичная оферта и договор об оказании услуг',
      en: 'Public offer and service contract',
    },
    body: { uz: UZ, ru: RU, en: EN },
  },
];
