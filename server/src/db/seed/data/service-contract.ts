/**
 * The customer's service contract with the platform operator ("operator contracts" in the cabinet),
 * version by version. As with the public offer (public-offer.ts), a published version is never
 * edited: a change is a new entry with a new version and effective time, and customers sign it
 * again (docs/decisions.md "Operator contracts").
 *
 * Each language's text is the whole contract; the parties' names and ids are not in it (the text
 * is the same for every customer, so the server can compare what was signed byte for byte): the
 * contract's record and its PDF name them. The Uzbek Cyrillic text is made from the Uzbek Latin one
 * by transliterate() when seeded.
 */
import type { OfferVersionSeed } from './public-offer';

export type ServiceContractSeed = OfferVersionSeed;

const UZ = `ELEKTRON SAVDONI TASHKIL ETISH XIZMATLARINI KO'RSATISH SHARTNOMASI
Versiya 2026-01, 2026-yil 1-yanvardan kuchga kiradi.

1. Taraflar
1.1. Kimoshdi elektron savdo maydonchasining operatori (keyingi o'rinlarda "Operator") va ushbu shartnomani o'z elektron raqamli imzosi bilan imzolagan Maydonchaning buyurtmachi sifatida ro'yxatdan o'tgan foydalanuvchisi (keyingi o'rinlarda "Buyurtmachi").
1.2. Buyurtmachining ismi (nomi), JShShIR yoki STIRi shartnoma raqami va sanasi bilan birga shartnoma yozuvida va uning PDF nusxasida ko'rsatiladi.

2. Shartnoma predmeti
2.1. Operator Buyurtmachining buyurtmalarida ko'rsatilgan mol-mulkini sotish bo'yicha elektron savdoni (auksion yoki qat'iy narxda sotuv) tashkil etadi, Buyurtmachi esa ushbu xizmatlar uchun haq to'laydi.
2.2. Har bir savdo Buyurtmachi yuborgan va Operator moderatsiyadan o'tkazgan buyurtma asosida o'tkaziladi. Savdo shartlari (boshlang'ich narx, zakalat, muddatlar) buyurtmada belgilanadi.
2.3. Savdolar Maydonchaning ommaviy ofertasi qoidalari bo'yicha o'tkaziladi; u ushbu shartnomaning ajralmas qismidir.

3. Xizmat haqi
3.1. Operatorning xizmat haqi sotilgan lot narxining 1 foizini tashkil etadi; u buyurtma yuborilishidan oldin ko'rsatiladi va lot to'langanda savdodan tushgan mablag'dan ushlab qolinadi.
3.2. Savdo bo'lib o'tmasa yoki lot sotilmasa, xizmat haqi olinmaydi.

4. Operatorning majburiyatlari
4.1. Buyurtmani qonunchilik va Maydoncha qoidalariga muvofiqligini tekshirish, qabul qilish, qaytarish yoki rad etish sababini ko'rsatish.
4.2. Lotni e'lon qilish, savdoni belgilangan vaqtda o'tkazish, takliflar jurnalini saqlash va natijalar bayonnomasini rasmiylashtirish.
4.3. G'olib to'lagan mablag'ni xizmat haqi chegirilgan holda Buyurtmachining Maydonchadagi hisobiga o'tkazish.
4.4. Buyurtmachining shaxsiy ma'lumotlarini qonunchilikka muvofiq himoya qilish.

5. Buyurtmachining majburiyatlari
5.1. Buyurtmada mol-mulk, unga bo'lgan huquq va rekvizitlar haqida to'g'ri ma'lumot berish va hujjatlarni ilova qilish.
5.2. Savdoga qo'yilgan mol-mulkni g'olibga bayonnomada ko'rsatilgan shartlarda topshirish.
5.3. Savdo boshlangandan keyin buyurtmani faqat Maydoncha qoidalarida nazarda tutilgan hollarda qaytarib olish.

6. Amal qilish muddati
6.1. Shartnoma imzolangan paytdan kuchga kiradi va muddatsiz amal qiladi.
6.2. Operator shartnomaning yangi versiyasini e'lon qilishi mumkin; yangi versiya kuchga kirgach, Buyurtmachi uni shaxsiy kabinetda qayta imzolaydi. Avvalgi versiya bo'yicha boshlangan savdolar o'sha versiya shartlarida yakunlanadi.
6.3. Har bir taraf boshqa tarafni 30 kun oldin ogohlantirib, shartnomani bekor qilishi mumkin; bu boshlangan savdolar bo'yicha majburiyatlarni bekor qilmaydi.

7. Nizolarni hal qilish
7.1. Nizolar muzokaralar yo'li bilan, kelishilmasa O'zbekiston Respublikasi qonunchiligiga muvofiq sudda hal qilinadi.
7.2. Shartnoma elektron raqamli imzo bilan imzolangan va qog'ozdagi imzolangan hujjat bilan teng kuchga ega.`;

const RU = `ДОГОВОР ОБ ОКАЗАНИИ УСЛУГ ПО ОРГАНИЗАЦИИ ЭЛЕКТРОННЫХ ТОРГОВ
Версия 2026-01, действует с 1 января 2026 года.

1. Стороны
1.1. Оператор электронной торговой площадки Kimoshdi (далее — «Оператор») и пользователь Площадки, зарегистрированный как заказчик и подписавший настоящий договор своей электронной цифровой подписью (далее — «Заказчик»).
1.2. Имя (наименование), ПИНФЛ или ИНН Заказчика указываются в записи договора и в его PDF-копии вместе с номером и датой договора.

2. Предмет договора
2.1. Оператор организует электронные торги (аукцион или продажу по фиксированной цене) по продаже имущества Заказчика, указанного в его заказах, а Заказчик оплачивает эти услуги.
2.2. Каждые торги проводятся по заказу, отправленному Заказчиком и прошедшему модерацию Оператора. Условия торгов (начальная цена, задаток, сроки) определяются в заказе.
2.3. Торги проводятся по правилам публичной оферты Площадки, которая является неотъемлемой частью настоящего договора.

3. Вознаграждение
3.1. Вознаграждение Оператора составляет 1 % цены проданного лота; оно показывается до отправки заказа и удерживается из средств, полученных от продажи, когда лот оплачен.
3.2. Если торги не состоялись или лот не продан, вознаграждение не взимается.

4. Обязанности Оператора
4.1. Проверить заказ на соответствие законодательству и правилам Площадки, принять его, вернуть или отклонить с указанием причины.
4.2. Опубликовать лот, провести торги в назначенное время, хранить журнал ставок и оформить протокол о результатах.
4.3. Зачислить средства, уплаченные победителем, за вычетом вознаграждения на счёт Заказчика на Площадке.
4.4. Защищать персональные данные Заказчика в соответствии с законодательством.

5. Обязанности Заказчика
5.1. Указать в заказе достоверные сведения об имуществе, правах на него и реквизитах и приложить документы.
5.2. Передать выставленное на торги имущество победителю на условиях, указанных в протоколе.
5.3. Отзывать заказ после начала торгов только в случаях, предусмотренных правилами Площадки.

6. Срок действия
6.1. Договор вступает в силу с момента подписания и действует бессрочно.
6.2. Оператор может опубликовать новую версию договора; после её вступления в силу Заказчик подписывает её заново в личном кабинете. Торги, начатые по прежней версии, завершаются на её условиях.
6.3. Каждая сторона может расторгнуть договор, предупредив другую за 30 дней; это не отменяет обязательств по начатым торгам.

7. Разрешение споров
7.1. Споры разрешаются путём переговоров, а при недостижении согласия — в суде в соответствии с законодательством Республики Узбекистан.
7.2. Договор подписан электронной цифровой подписью и равнозначен документу, подписанному на бумаге.`;

const EN = `CONTRACT FOR THE ORGANISATION OF ELECTRONIC TRADING
Version 2026-01, in force from 1 January 2026.

1. Parties
1.1. The operator of the Kimoshdi electronic trading platform (the "Operator") and the user of the Platform registered as a customer who signs this contract with their electronic digital signature (the "Customer").
1.2. The Customer's name, PINFL or STIR are stated in the contract's record and in its PDF copy, together with the contract's number and date.

2. Subject
2.1. The Operator organises the electronic trading (an auction or a sale at a fixed price) of the Customer's property named in the Customer's orders, and the Customer pays for these services.
2.2. Each sale is held on an order the Customer sent and the Operator's moderator approved. The terms of the sale (start price, deposit, dates) are those of the order.
2.3. Sales are held under the Platform's public offer, which forms part of this contract.

3. Fee
3.1. The Operator's fee is 1 % of the price of a lot sold; it is shown before the order is sent and withheld from the money of the sale when the lot is paid.
3.2. No fee is due when the sale does not take place or the lot is not sold.

4. The Operator's obligations
4.1. To check an order against the law and the Platform's rules, and to approve it, return it or reject it with the reason.
4.2. To publish the lot, hold the sale at its announced time, keep the log of bids and issue the results protocol.
4.3. To credit the money the winner paid, less the fee, to the Customer's account on the Platform.
4.4. To protect the Customer's personal data as the law requires.

5. The Customer's obligations
5.1. To give true facts about the property, the rights to it and the bank requisites in the order, and to attach the documents.
5.2. To hand the property sold over to the winner on the terms of the results protocol.
5.3. To withdraw an order after its sale has started only where the Platform's rules allow it.

6. Term
6.1. The contract is in force from its signing and for an indefinite term.
6.2. The Operator may publish a new version of this contract; once it is in force, the Customer signs it again in the cabinet. Sales started under an earlier version are completed on its terms.
6.3. Either party may end the contract on 30 days' notice to the other; obligations under sales already started remain.

7. Disputes
7.1. Disputes are settled by negotiation and, failing agreement, in court under the laws of the Republic of Uzbekistan.
7.2. The contract is signed with an electronic digital signature and has the same force as a document signed on paper.`;

export const SERVICE_CONTRACT_VERSIONS: readonly ServiceContractSeed[] = [
  {
    version: '2026-01',
    effectiveAt: '2026-01-01T00:00:00+05:00',
    title: {
      uz: "Elektron savdoni tashkil etish xizmatlarini ko'rsatish shartnomasi",
      ru: 'Договор об оказании услуг по организации электронных торгов',
      en: 'Contract for the organisation of electronic trading',
    },
    body: { uz: UZ, ru: RU, en: EN },
  },
];
