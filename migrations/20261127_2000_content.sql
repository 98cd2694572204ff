-- Operator content (issue 28, item 5): the six help pages (/info/{page}) and news, written by the
-- operator in Markdown in each language and versioned. A page's published text in a language is its
-- newest version there: saving publishes at once, and a restore is a new version copying an old one,
-- so the history only grows and says who published what when. The HTML is rendered and sanitised by
-- the server from the Markdown (cached per version in memory: a version never changes).
CREATE TABLE content_pages (
  id          integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text        NOT NULL CHECK (kind IN ('help', 'news')),
  -- A public URL part (/info/{slug}, /news/{slug}): lower-case words joined by hyphens.
  slug        text        NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  created_by  bigint      REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_versions (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_id       integer     NOT NULL REFERENCES content_pages (id),
  lang          text        NOT NULL CHECK (lang IN ('uz', 'ru', 'uz-Cyrl', 'en')),
  title         text        NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body          text        NOT NULL CHECK (length(body) <= 60000),
  -- Null for the texts this migration brings over from the client's bundle.
  author_id     bigint      REFERENCES users (id),
  restored_from bigint      REFERENCES content_versions (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- The published version of a page in a language: the newest row.
CREATE INDEX content_versions_latest_idx ON content_versions (page_id, lang, id DESC);

-- The footer's contacts and social links: one JSON document per version, the newest in force.
CREATE TABLE site_settings_versions (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  settings      jsonb       NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
  author_id     bigint      REFERENCES users (id),
  restored_from bigint      REFERENCES site_settings_versions (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

INSERT INTO site_settings_versions (settings) VALUES (jsonb_build_object(
  'phone', '+998 71 200 00 00',
  'email', 'info@kimoshdi.uz',
  'address', jsonb_build_object(
    'uz', 'Toshkent sh., Amir Temur ko''chasi, 1',
    'uz-Cyrl', 'Тошкент ш., Амир Темур кўчаси, 1',
    'ru', 'г. Ташкент, ул. Амира Темура, 1',
    'en', '1 Amir Temur street, Tashkent'),
  'social', jsonb_build_array(
    jsonb_build_object('network', 'telegram', 'url', 'https://t.me/kimoshdi_uz'),
    jsonb_build_object('network', 'instagram', 'url', 'https://www.instagram.com/kimoshdi.uz'),
    jsonb_build_object('network', 'facebook', 'url', 'https://www.facebook.com/kimoshdi.uz'),
    jsonb_build_object('network', 'youtube', 'url', 'https://www.youtube.com/@kimoshdi'))
));

-- The six help pages as the client showed them until now, in every language, as Markdown.
INSERT INTO content_pages (kind, slug) VALUES
  ('help', 'participating'), ('help', 'deposite-adjunction'), ('help', 'refund-money'),
  ('help', 'bid-lot'), ('help', 'check-winner-protocol'), ('help', 'buy-one-click');

INSERT INTO content_versions (page_id, lang, title, body)
SELECT p.id, v.lang, v.title, v.body
FROM (VALUES
  ('participating', 'uz', 'Kimoshdi savdolarida qanday ishtirok etish mumkin', 'Kimoshdi platformasida ro''yxatdan o''tgan har bir foydalanuvchi fuqarolar va davlat sotayotgan mol-mulk uchun savdoda qatnashishi mumkin. Ushbu sahifada hisob yaratishdan tortib savdo natijalari bayonnomasini olishgacha bo''lgan butun yo''l tushuntirilgan.

## Hisob yarating va profilni to''ldiring

Ro''yxatdan o''tish va tizimga kirish bizning avtorizatsiya saytimiz Kimoshdi ID orqali amalga oshiriladi. Istalgan sahifaning yuqorisidagi «Ro''yxatdan o''tish» tugmasini bosing, u yerda hisob yarating, shundan so''ng Kimoshdi platformasiga tizimga kirgan holda qaytasiz.

So''ng shaxsiy kabinetni oching va shaxsiy ma''lumotlaringizni kiriting: familiya, ism va otasining ismi, telefon raqami, e-mail, manzil, shuningdek tashkilot uchun STIR (9 raqam) yoki jismoniy shaxs uchun JSHSHIR (PINFL, 14 raqam). Profil 100 % to''ldirilmaguncha Kimoshdi bu haqda eslatib turadi. Ma''lumotlarni hujjatlaringizdagidek aniq kiriting: g''olib bo''lsangiz, ular savdo natijalari bayonnomasida ko''rsatiladi.

1. «Ro''yxatdan o''tish» tugmasini bosing va Kimoshdi ID saytida hisob yarating.
2. Shaxsiy kabinetni oching va shaxsiy ma''lumotlaringizni kiriting.
3. STIR yoki JSHSHIR to''liq kiritilganini tekshiring.

## Ommaviy ofertani ERI bilan imzolang

Kimoshdi savdolarida ishtirok etish uchun ommaviy oferta va xizmat ko''rsatish shartnomasini elektron raqamli imzo (ERI kaliti) bilan imzolab qabul qilasiz. Imzosiz kimoshdi savdolarini kuzatishingiz mumkin, lekin lotlarga ariza bera olmaysiz va buyurtma yubora olmaysiz.

Agar Kimoshdi oferta yoki shartnomaning yangilangan tahririni imzolashni so''rasa, uni imzolang: imzolamaguningizcha kimoshdi savdolarida ishtirok eta olmaysiz. ERI paroli noto''g''ri kiritilsa, imzo qabul qilinmaydi va siz qaytadan urinib ko''rishingiz mumkin.

## Balansni to''ldiring va lotga ariza bering

Shaxsiy kabinetda balansingiz UZSda yuritiladi. Uni Click, Payme, Uzum, Paynet, Upay, Uzcard yoki Humo orqali to''ldirishingiz mumkin: bu «Balansni to''ldirish va zakalat puli» sahifasida batafsil tushuntirilgan.

Lot sahifasida savdo boshlanish vaqti, boshlang''ich narx, zakalat puli va birinchi qadam ko''rsatilgan. Ariza berganingizda zakalat puli balansingizda bloklanadi. Odatda u boshlang''ich narxning 5 % miqdorida bo''ladi: boshlang''ich narxi 10 000 000 UZS bo''lgan lot uchun zakalat puli 500 000 UZS. Agar mavjud mablag'' zakalat pulidan kam bo''lsa, ariza rad etiladi va hech narsa bloklanmaydi; balansni to''ldirib, arizani qayta bering.

Arizalaringiz shaxsiy kabinetning «Savdo arizalari» bo''limida joylashgan. Arizani kimoshdi savdosi boshlanguniga qadar istalgan vaqtda bekor qilishingiz mumkin, zakalat puli esa darhol mavjud balansingizga qaytadi.

1. Lotni oching va savdo boshlanish vaqti, boshlang''ich narx va zakalat pulini tekshiring.
2. Mavjud balansingiz zakalat puliga yetishiga ishonch hosil qiling.
3. «Ariza berish» tugmasini bosing.
4. Arizangizni shaxsiy kabinetning «Savdo arizalari» bo''limida toping.

## Kimoshdi savdosi kuni

Savdo lot sahifasida ko''rsatilgan kuni Toshkent vaqti bilan (GMT+5) soat 10:00 da boshlanadi; tugash vaqti ham o''sha yerda ko''rsatilgan. Savdo sahifasiga kirish uchun lotni oching va «Savdoga o''tish» tugmasini bosing.

Kimoshdi savdosi kamida 2 nafar ishtirokchi qatnashgandagina o''tkaziladi. Aks holda lot «o''tkazilmadi» deb yakunlanadi va zakalat pulingiz blokdan chiqariladi.

Savdo sahifasida ishtirokchilar ismi bilan emas, xaridor raqami bilan ko''rsatiladi. Siz lot uchun o''z xaridor raqamingizni olasiz, shuning uchun o''z takliflaringizni boshqalarnikidan doim ajrata olasiz. Faqat ishtirokchilar taklif bera oladi, qolganlar kuzatishi mumkin. Qadamlar, tizim taklif qilgan narx, avtotaklif va qo''shimcha vaqt qanday ishlashi «Qanday taklif berish kerak» sahifasida tushuntirilgan.

## G''alaba va to''lov

Eng yuqori narxni tasdiqlagan ishtirokchi g''olib bo''ladi. Boshqa ishtirokchilarning zakalat pullari kimoshdi savdosi tugashi bilanoq blokdan chiqariladi. G''olibning zakalat puli narx hisobiga o''tkaziladi, shuning uchun g''olib faqat qolgan summani to''laydi.

Qolgan summa lot uchun belgilangan muddatda, ya''ni 3 dan 10 ish kunigacha to''lanishi kerak. Ish kunlari Toshkent bo''yicha dushanbadan jumagacha, bayram kunlari bundan mustasno. To''lanadigan summa va oxirgi muddat shaxsiy kabinetning «G''olib to''lovlari» bo''limida ko''rsatiladi.

Agar g''olib mol-mulkdan voz kechsa yoki o''z vaqtida to''lamasa, zakalat puli qaytarilmaydi (u sotuvchiga yoki davlatga o''tadi), savdo «narx tasdiqlanmadi» deb yakunlanadi, davlat buyurtmasi bo''yicha esa g''olib 2 oyga kimoshdi savdolarida ishtirok etish huquqidan mahrum qilinadi va insofsiz ishtirokchilar ro''yxatiga kiritiladi.

1. Shaxsiy kabinetni oching va lotni «Yutgan lotlar» bo''limida toping.
2. To''lanadigan summa va oxirgi muddatni «G''olib to''lovlari» bo''limida tekshiring.
3. Balansingiz qolgan summaga yetishiga ishonch hosil qiling va to''lovni oxirgi muddatgacha tasdiqlang.

## Savdo natijalari bayonnomasi

To''liq to''lovdan so''ng siz savdo natijalari bayonnomasini olasiz. Unda raqam, ismingiz, STIR yoki JSHSHIR, manzilingiz, sana va QR kod bor. Bayonnoma shaxsiy kabinetning «QR kodli bayonnomalar» bo''limida joylashgan.

Har kim bayonnomangizni raqami bo''yicha yoki QR kodini skanerlab tekshirishi mumkin: bu «Bayonnomalar va insofsiz ishtirokchilarni tekshirish» sahifasida tushuntirilgan.'),
  ('participating', 'ru', 'Как участвовать в аукционах', 'Любой зарегистрированный пользователь Kimoshdi может торговаться за имущество, которое продают граждане и государство. На этой странице описан весь путь: от создания учётной записи до получения протокола о результатах торгов.

## Создайте учётную запись и заполните профиль

Регистрация и вход выполняются через Kimoshdi ID, наш сайт авторизации. Нажмите «Регистрация» вверху любой страницы, создайте там учётную запись, и вы вернётесь на Kimoshdi уже авторизованным.

Затем откройте личный кабинет и заполните личные данные: ФИО, номер телефона, e-mail, адрес, а также ИНН (СТИР, 9 цифр) для организации или ПИНФЛ (14 цифр) для физического лица. Пока профиль не заполнен на 100 %, Kimoshdi будет напоминать об этом. Указывайте данные точно как в документах: если вы победите, они попадут в протокол о результатах торгов.

1. Нажмите «Регистрация» и создайте учётную запись в Kimoshdi ID.
2. Откройте личный кабинет и заполните личные данные.
3. Проверьте, что ИНН (СТИР) или ПИНФЛ введён полностью.

## Подпишите публичную оферту ЭЦП

Чтобы участвовать в аукционах, нужно принять публичную оферту и договор оказания услуг, подписав их электронной цифровой подписью (ключом ЭЦП). Без подписи вы можете наблюдать за аукционами, но не можете подавать заявки на лоты и отправлять заказы.

Если Kimoshdi попросит подписать обновлённую редакцию оферты или договора, подпишите её: до этого участие в аукционах невозможно. Если пароль ЭЦП введён неверно, подпись не принимается, и вы можете просто повторить попытку.

## Пополните баланс и подайте заявку на лот

В личном кабинете есть баланс в UZS. Пополнить его можно через Click, Payme, Uzum, Paynet, Upay, Uzcard или Humo, как описано на странице «Пополнение баланса и задаток».

На странице лота указаны время начала торгов, стартовая цена, задаток и первый шаг. При подаче заявки задаток блокируется на вашем балансе. Обычно он составляет 5 % от стартовой цены: для лота со стартовой ценой 10 000 000 UZS задаток равен 500 000 UZS. Если доступных средств меньше суммы задатка, заявка отклоняется и ничего не блокируется; пополните баланс и подайте заявку снова.

Ваши заявки находятся в личном кабинете в разделе «Заявки на торги». Заявку можно отменить в любой момент до начала аукциона, и задаток сразу вернётся на доступный баланс.

1. Откройте лот и проверьте время начала торгов, стартовую цену и задаток.
2. Убедитесь, что доступного баланса хватает на задаток.
3. Нажмите «Подать заявку».
4. Найдите заявку в личном кабинете в разделе «Заявки на торги».

## День аукциона

Торги начинаются в 10:00 по ташкентскому времени (GMT+5) в день, указанный на странице лота; там же указано время окончания. Откройте лот и нажмите «Перейти к аукциону», чтобы попасть на страницу торгов.

Аукцион проводится, только если в нём участвуют не менее 2 участников. Иначе лот завершается как «не состоялся», а ваш задаток разблокируется.

На странице торгов участники показаны номерами покупателей, а не именами. Вы получаете свой номер покупателя для лота и всегда можете отличить свои предложения от чужих. Делать ставки могут только участники, остальные могут наблюдать. Как работают шаги, предложенная системой цена, автоставка и дополнительное время, рассказано на странице «Как делать ставки».

## Победа и оплата

Побеждает участник, подтвердивший самую высокую цену. Задатки остальных участников разблокируются сразу после окончания аукциона. Задаток победителя засчитывается в цену, поэтому победитель доплачивает только остаток.

Остаток нужно оплатить в срок, установленный для лота: от 3 до 10 рабочих дней. Рабочие дни — с понедельника по пятницу по Ташкенту, кроме праздничных дней. Сумма к оплате и крайний срок указаны в личном кабинете в разделе «Оплаты победителя».

Если победитель отказывается от имущества или не платит вовремя, задаток не возвращается (он переходит продавцу или государству), торги завершаются как «цена не подтверждена», а по государственному заказу победитель лишается права участвовать в аукционах на 2 месяца и вносится в список недобросовестных участников.

1. Откройте личный кабинет и найдите лот в разделе «Выигранные лоты».
2. Проверьте сумму к оплате и крайний срок в разделе «Оплаты победителя».
3. Убедитесь, что баланса хватает на остаток, и подтвердите оплату до крайнего срока.

## Протокол о результатах торгов

После полной оплаты вы получаете протокол о результатах торгов. В нём указаны номер, ваше имя, ИНН (СТИР) или ПИНФЛ, адрес, дата, и есть QR-код. Протокол находится в личном кабинете в разделе «Протоколы с QR-кодом».

Любой может проверить ваш протокол по номеру или отсканировав его QR-код, как описано на странице «Проверка протоколов и недобросовестных участников».'),
  ('participating', 'uz-Cyrl', 'Kimoshdi савдоларида қандай иштирок этиш мумкин', 'Kimoshdi платформасида рўйхатдан ўтган ҳар бир фойдаланувчи фуқаролар ва давлат сотаётган мол-мулк учун савдода қатнашиши мумкин. Ушбу саҳифада ҳисоб яратишдан тортиб савдо натижалари баённомасини олишгача бўлган бутун йўл тушунтирилган.

## Ҳисоб яратинг ва профильни тўлдиринг

Рўйхатдан ўтиш ва тизимга кириш бизнинг авторизация сайтимиз Kimoshdi ID орқали амалга оширилади. Исталган саҳифанинг юқорисидаги «Рўйхатдан ўтиш» тугмасини босинг, у ерда ҳисоб яратинг, шундан сўнг Kimoshdi платформасига тизимга кирган ҳолда қайтасиз.

Сўнг шахсий кабинетни очинг ва шахсий маълумотларингизни киритинг: фамилия, исм ва отасининг исми, телефон рақами, e-mail, манзил, шунингдек ташкилот учун СТИР (9 рақам) ёки жисмоний шахс учун ЖШШИР (ПИНФЛ, 14 рақам). Профиль 100 % тўлдирилмагунча Kimoshdi бу ҳақда эслатиб туради. Маълумотларни ҳужжатларингиздагидек аниқ киритинг: ғолиб бўлсангиз, улар савдо натижалари баённомасида кўрсатилади.

1. «Рўйхатдан ўтиш» тугмасини босинг ва Kimoshdi ID сайтида ҳисоб яратинг.
2. Шахсий кабинетни очинг ва шахсий маълумотларингизни киритинг.
3. СТИР ёки ЖШШИР тўлиқ киритилганини текширинг.

## Оммавий офертани ЭРИ билан имзоланг

Kimoshdi савдоларида иштирок этиш учун оммавий оферта ва хизмат кўрсатиш шартномасини электрон рақамли имзо (ЭРИ калити) билан имзолаб қабул қиласиз. Имзосиз кимошди савдоларини кузатишингиз мумкин, лекин лотларга ариза бера олмайсиз ва буюртма юбора олмайсиз.

Агар Kimoshdi оферта ёки шартноманинг янгиланган таҳририни имзолашни сўраса, уни имзоланг: имзоламагунингизча кимошди савдоларида иштирок эта олмайсиз. ЭРИ пароли нотўғри киритилса, имзо қабул қилинмайди ва сиз қайтадан уриниб кўришингиз мумкин.

## Балансни тўлдиринг ва лотга ариза беринг

Шахсий кабинетда балансингиз UZSда юритилади. Уни Click, Payme, Uzum, Paynet, Upay, Uzcard ёки Humo орқали тўлдиришингиз мумкин: бу «Балансни тўлдириш ва закалат пули» саҳифасида батафсил тушунтирилган.

Лот саҳифасида савдо бошланиш вақти, бошланғич нарх, закалат пули ва биринчи қадам кўрсатилган. Ариза берганингизда закалат пули балансингизда блокланади. Одатда у бошланғич нархнинг 5 % миқдорида бўлади: бошланғич нархи 10 000 000 UZS бўлган лот учун закалат пули 500 000 UZS. Агар мавжуд маблағ закалат пулидан кам бўлса, ариза рад этилади ва ҳеч нарса блокланмайди; балансни тўлдириб, аризани қайта беринг.

Аризаларингиз шахсий кабинетнинг «Савдо аризалари» бўлимида жойлашган. Аризани кимошди савдоси бошлангунига қадар исталган вақтда бекор қилишингиз мумкин, закалат пули эса дарҳол мавжуд балансингизга қайтади.

1. Лотни очинг ва савдо бошланиш вақти, бошланғич нарх ва закалат пулини текширинг.
2. Мавжуд балансингиз закалат пулига етишига ишонч ҳосил қилинг.
3. «Ариза бериш» тугмасини босинг.
4. Аризангизни шахсий кабинетнинг «Савдо аризалари» бўлимида топинг.

## Kimoshdi савдоси куни

Савдо лот саҳифасида кўрсатилган куни Тошкент вақти билан (GMT+5) соат 10:00 да бошланади; тугаш вақти ҳам ўша ерда кўрсатилган. Савдо саҳифасига кириш учун лотни очинг ва «Савдога ўтиш» тугмасини босинг.

Kimoshdi савдоси камида 2 нафар иштирокчи қатнашгандагина ўтказилади. Акс ҳолда лот «ўтказилмади» деб якунланади ва закалат пулингиз блокдан чиқарилади.

Савдо саҳифасида иштирокчилар исми билан эмас, харидор рақами билан кўрсатилади. Сиз лот учун ўз харидор рақамингизни оласиз, шунинг учун ўз таклифларингизни бошқаларникидан доим ажрата оласиз. Фақат иштирокчилар таклиф бера олади, қолганлар кузатиши мумкин. Қадамлар, тизим таклиф қилган нарх, автотаклиф ва қўшимча вақт қандай ишлаши «Қандай таклиф бериш керак» саҳифасида тушунтирилган.

## Ғалаба ва тўлов

Энг юқори нархни тасдиқлаган иштирокчи ғолиб бўлади. Бошқа иштирокчиларнинг закалат пуллари кимошди савдоси тугаши биланоқ блокдан чиқарилади. Ғолибнинг закалат пули нарх ҳисобига ўтказилади, шунинг учун ғолиб фақат қолган суммани тўлайди.

Қолган сумма лот учун белгиланган муддатда, яъни 3 дан 10 иш кунигача тўланиши керак. Иш кунлари Тошкент бўйича душанбадан жумагача, байрам кунлари бундан мустасно. Тўланадиган сумма ва охирги муддат шахсий кабинетнинг «Ғолиб тўловлари» бўлимида кўрсатилади.

Агар ғолиб мол-мулкдан воз кечса ёки ўз вақтида тўламаса, закалат пули қайтарилмайди (у сотувчига ёки давлатга ўтади), савдо «нарх тасдиқланмади» деб якунланади, давлат буюртмаси бўйича эса ғолиб 2 ойга кимошди савдоларида иштирок этиш ҳуқуқидан маҳрум қилинади ва инсофсиз иштирокчилар рўйхатига киритилади.

1. Шахсий кабинетни очинг ва лотни «Ютган лотлар» бўлимида топинг.
2. Тўланадиган сумма ва охирги муддатни «Ғолиб тўловлари» бўлимида текширинг.
3. Балансингиз қолган суммага етишига ишонч ҳосил қилинг ва тўловни охирги муддатгача тасдиқланг.

## Савдо натижалари баённомаси

Тўлиқ тўловдан сўнг сиз савдо натижалари баённомасини оласиз. Унда рақам, исмингиз, СТИР ёки ЖШШИР, манзилингиз, сана ва QR код бор. Баённома шахсий кабинетнинг «QR кодли баённомалар» бўлимида жойлашган.

Ҳар ким баённомангизни рақами бўйича ёки QR кодини сканерлаб текшириши мумкин: бу «Баённомалар ва инсофсиз иштирокчиларни текшириш» саҳифасида тушунтирилган.'),
  ('participating', 'en', 'How to take part in auctions', 'Anyone registered on Kimoshdi can bid for property sold by people and by the state. This page takes you through the whole path, from creating an account to receiving the results protocol.

## Create an account and complete your profile

Registration and sign-in go through Kimoshdi ID, our sign-in site. Press “Register” at the top of any page, create your account there, and you come back to Kimoshdi signed in.

Then open your cabinet and fill in your personal data: full name, phone number, e-mail, address and your tax ID (STIR, 9 digits) for a company or your personal ID (PINFL, 14 digits) for a private person. Until your profile is 100 % complete, Kimoshdi reminds you to finish it. Enter your details exactly as in your documents: if you win, they appear on the results protocol.

1. Press “Register” and create an account in Kimoshdi ID.
2. Open the cabinet and fill in your personal data.
3. Check that your STIR or PINFL is entered in full.

## Sign the public offer with your e-signature

To take part in auctions you accept the public offer and the service contract by signing them with your electronic digital signature (e-signature key). Without this signature you can watch auctions, but you cannot apply to lots or send orders.

If Kimoshdi asks you to sign an updated version of the offer or the contract, sign it: until you do, you cannot take part in auctions. If the e-signature password is wrong, the signature is refused and you can simply try again.

## Top up your balance and apply to a lot

Your cabinet has a balance in UZS. Top it up through Click, Payme, Uzum, Paynet, Upay, Uzcard or Humo, as described on the page “Topping up the balance and deposits”.

The lot page shows the start time, the start price, the deposit and the first step. When you apply, the deposit is blocked on your balance. It is usually 5 % of the start price: for a lot that starts at 10 000 000 UZS the deposit is 500 000 UZS. If your available balance is smaller than the deposit, the application is refused and nothing is blocked; top up and apply again.

Your applications are listed in the cabinet under Trade applications. You can cancel an application at any time before the auction starts, and the deposit returns to your available balance at once.

1. Open the lot and check the start time, the start price and the deposit.
2. Make sure your available balance covers the deposit.
3. Press “Apply”.
4. Find your application in the cabinet under Trade applications.

## The auction day

Trading starts at 10:00 Tashkent time (GMT+5) on the day shown on the lot page; the lot page also shows when it ends. Open the lot and press “Go to auction” to enter the auction page.

An auction is held only if at least 2 participants take part. Otherwise the lot ends as “not held” and your deposit is released.

On the auction page participants are shown by buyer number, not by name. You get your own buyer number for the lot, so you can always tell your offers from the others. Only participants can bid; everyone else can watch. How steps, the suggested price, auto-bid and over-time work is explained on the page “How to bid”.

## Winning and paying

The participant with the highest confirmed price wins. The other participants'' deposits are released as soon as the auction ends. The winner''s deposit is counted toward the price, so the winner pays only the rest.

The rest must be paid within the payment term set for the lot: from 3 to 10 working days. Working days are Monday to Friday in Tashkent, except public holidays. The amount due and the deadline are shown in the cabinet under Winner payments.

If the winner refuses the property or does not pay in time, the deposit is not returned (it goes to the seller or the state), the sale ends as “price not confirmed”, and for a state order the winner is barred from auctions for 2 months and added to the list of dishonest participants.

1. Open the cabinet and find the lot under Won lots.
2. Check the amount due and the deadline under Winner payments.
3. Make sure your balance covers the rest and confirm the payment before the deadline.

## The results protocol

After full payment you receive the results protocol. It has a number, your name, your STIR or PINFL, your address, the date and a QR code. You find it in the cabinet under QR code protocols.

Anyone can check your protocol by its number or by scanning its QR code, as described on the page “Checking protocols and dishonest participants”.'),
  ('deposite-adjunction', 'uz', 'Balansni to''ldirish va zakalat puli', 'Balansingizdagi mablag'' zakalat pullari va xaridlar uchun ishlatiladi. Bu yerda balansni qanday to''ldirish hamda kimoshdi savdosidan oldin, savdo paytida va undan keyin zakalat puli bilan nima bo''lishi tushuntirilgan.

## Balans: mavjud va bloklangan mablag''

Balans ikki qismdan iborat. Mavjud mablag''ni yangi zakalat pullari, to''lovlar va pulni qaytarib olish uchun ishlatish mumkin. Bloklangan mablag'' siz ariza bergan lotlar bo''yicha zakalat puli sifatida ushlab turiladi: u hamon sizniki, lekin bloklangan paytda uni sarflab ham, qaytarib olib ham bo''lmaydi.

Tizimga kirganingizda balans sahifa yuqorisidagi ismingiz yozilgan menyuda ko''rinadi. Mablag''ning har bir harakati (to''ldirish, zakalat pulini bloklash, blokdan chiqarish, to''lov, qaytarish) shaxsiy kabinetning «Tranzaksiyalar» bo''limida aks etadi.

## Balansni qanday to''ldirish mumkin

Balansni Click, Payme, Uzum, Paynet, Upay, Uzcard yoki Humo orqali to''ldirishingiz mumkin.

Agar to''lov tizimi to''lovni tasdiqlagan bo''lsa-yu, pul balansga tushmagan bo''lsa, «Aloqa» sahifasi orqali qo''llab-quvvatlash xizmatiga murojaat qiling va chek raqamini ko''rsating. Qo''llab-quvvatlash xizmati dushanbadan jumagacha Toshkent vaqti bilan 09:00 dan 18:00 gacha ishlaydi.

1. Tizimga kiring va sahifa yuqorisidagi ismingiz yozilgan menyuni oching.
2. «To''ldirish» tugmasini bosing.
3. To''lov tizimini tanlang va summani UZSda kiriting.
4. To''lovni to''lov tizimi sahifasida tasdiqlang.
5. To''lov tizimi tasdiqlagach, pul mavjud balansingizda paydo bo''ladi, to''lov esa shaxsiy kabinetning «To''lovlar» bo''limida ko''rinadi.

## Zakalat puli qanday bloklanadi

Lotga ariza berganingizda zakalat puli mavjud mablag''dan bloklangan mablag''ga o''tkaziladi. Odatda zakalat puli boshlang''ich narxning 5 % miqdorida bo''ladi; aniq summa va foiz lot sahifasida ko''rsatilgan. Masalan, boshlang''ich narx 10 000 000 UZS bo''lsa, 5 % zakalat puli 500 000 UZS bo''ladi.

Agar mavjud mablag'' zakalat pulidan kam bo''lsa, ariza xabar bilan rad etiladi va hech narsa bloklanmaydi. Yetishmayotgan summani to''ldiring va arizani qayta bering.

Har bir ariza o''z zakalat pulini bloklaydi: uchta lotga ariza bersangiz, uchta zakalat puli bloklanadi.

## Zakalat puli qachon blokdan chiqariladi

Arizani kimoshdi savdosi boshlanishidan oldin bekor qildingiz: zakalat puli darhol mavjud balansingizga qaytadi.

Kimoshdi savdosi tugadi va siz g''olib bo''lmadingiz: zakalat pulingiz savdo tugashi bilanoq blokdan chiqariladi.

Ishtirokchilar 2 nafardan kam bo''lgani uchun kimoshdi savdosi o''tkazilmadi: zakalat pulingiz blokdan chiqariladi.

Siz g''olib bo''ldingiz: zakalat puli bloklangan holda qoladi va narx hisobiga o''tkaziladi, shuning uchun faqat qolgan summani to''laysiz.

## Zakalat puli qachon qaytarilmaydi

Agar g''olib bo''lib, keyin mol-mulkdan voz kechsangiz yoki qolgan summani lot uchun belgilangan muddatda (3 dan 10 ish kunigacha) to''lamasangiz, zakalat puli qaytarilmaydi: u sotuvchiga yoki davlatga o''tadi. Davlat buyurtmasi bo''yicha bundan tashqari 2 oyga kimoshdi savdolarida ishtirok etish huquqidan mahrum bo''lasiz.

Arizani faqat kimoshdi savdosi boshlanishidan oldin bekor qilish mumkin. Savdo boshlangandan keyin zakalat puli savdo tugaguniga qadar bloklangan holda qoladi, tasdiqlangan takliflarni esa qaytarib olib bo''lmaydi.'),
  ('deposite-adjunction', 'ru', 'Пополнение баланса и задаток', 'Баланс в UZS служит для задатков и покупок. Здесь описано, как его пополнить и что происходит с задатком до, во время и после аукциона.

## Баланс: доступные и заблокированные средства

Баланс состоит из двух частей. Доступные средства можно использовать для новых задатков, оплат и возвратов. Заблокированные средства удерживаются как задатки по лотам, на которые вы подали заявки: они по-прежнему ваши, но пока они заблокированы, их нельзя потратить или вернуть.

Когда вы вошли в систему, баланс виден в меню с вашим именем вверху страницы. Каждое движение средств (пополнение, блокировка задатка, разблокировка задатка, оплата, возврат) отражается в личном кабинете в разделе «Транзакции».

## Как пополнить баланс

Пополнить баланс можно через Click, Payme, Uzum, Paynet, Upay, Uzcard или Humo.

Если платёжная система подтвердила оплату, а деньги не поступили на баланс, обратитесь в поддержку через страницу «Контакты» и укажите номер чека. Поддержка работает с понедельника по пятницу с 09:00 до 18:00 по ташкентскому времени.

1. Войдите в систему и откройте меню с вашим именем вверху страницы.
2. Нажмите «Пополнить».
3. Выберите платёжную систему и введите сумму в UZS.
4. Подтвердите оплату на странице платёжной системы.
5. После подтверждения платёжной системой деньги появятся на доступном балансе, а платёж — в личном кабинете в разделе «Платежи».

## Как блокируется задаток

При подаче заявки на лот задаток переводится из доступных средств в заблокированные. Обычно задаток составляет 5 % от стартовой цены; точная сумма и процент указаны на странице лота. Например, при стартовой цене 10 000 000 UZS задаток 5 % равен 500 000 UZS.

Если доступных средств меньше суммы задатка, заявка отклоняется с сообщением, и ничего не блокируется. Пополните баланс на недостающую сумму и подайте заявку снова.

Каждая заявка блокирует свой задаток: если вы подали заявки на три лота, заблокированы три задатка.

## Когда задаток разблокируется

Вы отменили заявку до начала аукциона: задаток сразу возвращается на доступный баланс.

Аукцион завершён, и вы не победили: задаток разблокируется сразу после окончания аукциона.

Аукцион не состоялся, потому что участников было меньше 2: задаток разблокируется.

Вы победили: задаток остаётся заблокированным и засчитывается в цену, поэтому вы доплачиваете только остаток.

## Когда задаток не возвращается

Если вы победили, а затем отказались от имущества или не оплатили остаток в срок, установленный для лота (от 3 до 10 рабочих дней), задаток не возвращается: он переходит продавцу или государству. По государственному заказу вы также лишаетесь права участвовать в аукционах на 2 месяца.

Отменить заявку можно только до начала аукциона. После начала торгов задаток остаётся заблокированным до их окончания, а подтверждённые предложения отозвать нельзя.'),
  ('deposite-adjunction', 'uz-Cyrl', 'Балансни тўлдириш ва закалат пули', 'Балансингиздаги маблағ закалат пуллари ва харидлар учун ишлатилади. Бу ерда балансни қандай тўлдириш ҳамда кимошди савдосидан олдин, савдо пайтида ва ундан кейин закалат пули билан нима бўлиши тушунтирилган.

## Баланс: мавжуд ва блокланган маблағ

Баланс икки қисмдан иборат. Мавжуд маблағни янги закалат пуллари, тўловлар ва пулни қайтариб олиш учун ишлатиш мумкин. Блокланган маблағ сиз ариза берган лотлар бўйича закалат пули сифатида ушлаб турилади: у ҳамон сизники, лекин блокланган пайтда уни сарфлаб ҳам, қайтариб олиб ҳам бўлмайди.

Тизимга кирганингизда баланс саҳифа юқорисидаги исмингиз ёзилган менюда кўринади. Маблағнинг ҳар бир ҳаракати (тўлдириш, закалат пулини блоклаш, блокдан чиқариш, тўлов, қайтариш) шахсий кабинетнинг «Транзакциялар» бўлимида акс этади.

## Балансни қандай тўлдириш мумкин

Балансни Click, Payme, Uzum, Paynet, Upay, Uzcard ёки Humo орқали тўлдиришингиз мумкин.

Агар тўлов тизими тўловни тасдиқлаган бўлса-ю, пул балансга тушмаган бўлса, «Алоқа» саҳифаси орқали қўллаб-қувватлаш хизматига мурожаат қилинг ва чек рақамини кўрсатинг. Қўллаб-қувватлаш хизмати душанбадан жумагача Тошкент вақти билан 09:00 дан 18:00 гача ишлайди.

1. Тизимга киринг ва саҳифа юқорисидаги исмингиз ёзилган менюни очинг.
2. «Тўлдириш» тугмасини босинг.
3. Тўлов тизимини танланг ва суммани UZSда киритинг.
4. Тўловни тўлов тизими саҳифасида тасдиқланг.
5. Тўлов тизими тасдиқлагач, пул мавжуд балансингизда пайдо бўлади, тўлов эса шахсий кабинетнинг «Тўловлар» бўлимида кўринади.

## Закалат пули қандай блокланади

Лотга ариза берганингизда закалат пули мавжуд маблағдан блокланган маблағга ўтказилади. Одатда закалат пули бошланғич нархнинг 5 % миқдорида бўлади; аниқ сумма ва фоиз лот саҳифасида кўрсатилган. Масалан, бошланғич нарх 10 000 000 UZS бўлса, 5 % закалат пули 500 000 UZS бўлади.

Агар мавжуд маблағ закалат пулидан кам бўлса, ариза хабар билан рад этилади ва ҳеч нарса блокланмайди. Етишмаётган суммани тўлдиринг ва аризани қайта беринг.

Ҳар бир ариза ўз закалат пулини блоклайди: учта лотга ариза берсангиз, учта закалат пули блокланади.

## Закалат пули қачон блокдан чиқарилади

Аризани кимошди савдоси бошланишидан олдин бекор қилдингиз: закалат пули дарҳол мавжуд балансингизга қайтади.

Kimoshdi савдоси тугади ва сиз ғолиб бўлмадингиз: закалат пулингиз савдо тугаши биланоқ блокдан чиқарилади.

Иштирокчилар 2 нафардан кам бўлгани учун кимошди савдоси ўтказилмади: закалат пулингиз блокдан чиқарилади.

Сиз ғолиб бўлдингиз: закалат пули блокланган ҳолда қолади ва нарх ҳисобига ўтказилади, шунинг учун фақат қолган суммани тўлайсиз.

## Закалат пули қачон қайтарилмайди

Агар ғолиб бўлиб, кейин мол-мулкдан воз кечсангиз ёки қолган суммани лот учун белгиланган муддатда (3 дан 10 иш кунигача) тўламасангиз, закалат пули қайтарилмайди: у сотувчига ёки давлатга ўтади. Давлат буюртмаси бўйича бундан ташқари 2 ойга кимошди савдоларида иштирок этиш ҳуқуқидан маҳрум бўласиз.

Аризани фақат кимошди савдоси бошланишидан олдин бекор қилиш мумкин. Савдо бошлангандан кейин закалат пули савдо тугагунига қадар блокланган ҳолда қолади, тасдиқланган таклифларни эса қайтариб олиб бўлмайди.'),
  ('deposite-adjunction', 'en', 'Topping up the balance and deposits', 'Your balance in UZS pays for deposits and purchases. Here is how to top it up and what happens to a deposit before, during and after an auction.

## Your balance: available and blocked

Your balance has two parts. Available money can be used for new deposits, payments and refunds. Blocked money is held as deposits for the lots you applied to: it is still yours, but it cannot be spent or refunded while it is blocked.

When you are signed in, the balance is shown in the menu with your name at the top of the page. Every movement of money (top-up, deposit blocked, deposit released, payment, refund) is listed in the cabinet under Transactions.

## How to top up

You can top up your balance through Click, Payme, Uzum, Paynet, Upay, Uzcard or Humo.

If the provider has confirmed your payment but the money is not on your balance, contact support on the Contact page and give the receipt number. Support is open Monday to Friday, 09:00 to 18:00 Tashkent time.

1. Sign in and open the menu with your name at the top of the page.
2. Press “Top up”.
3. Choose a payment provider and enter the amount in UZS.
4. Confirm the payment on the provider''s page.
5. Once the provider confirms it, the money appears on your available balance and the payment is listed in the cabinet under Payments.

## How a deposit is blocked

When you apply to a lot, the deposit moves from your available balance to blocked. The deposit is usually 5 % of the start price; the exact amount and percent are shown on the lot page. For example, for a start price of 10 000 000 UZS a 5 % deposit is 500 000 UZS.

If your available balance is less than the deposit, the application is refused with a message and nothing is blocked. Top up the difference and apply again.

Each application blocks its own deposit: if you apply to three lots, three deposits are blocked.

## When a deposit is released

You cancel your application before the auction starts: the deposit returns to your available balance at once.

The auction is over and you did not win: your deposit is released at once when the auction ends.

The auction was not held because fewer than 2 participants took part: your deposit is released.

You won: the deposit stays blocked and is counted toward the price, so you pay only the rest.

## When a deposit is lost

If you win and then refuse the property, or do not pay the rest within the payment term set for the lot (3 to 10 working days), the deposit is not returned: it goes to the seller or the state. For a state order you are also barred from auctions for 2 months.

An application can be cancelled only before the auction starts. Once the auction has started, the deposit stays blocked until the auction ends, and confirmed offers cannot be withdrawn.'),
  ('refund-money', 'uz', 'Pulni qaytarib olish', 'Mavjud balansdagi pulni bank kartangizga qaytarib olishingiz mumkin. Buning uchun pulni qaytarish uchun ariza yuborasiz, uni operator ko''rib chiqadi.

## Nimani qaytarib olish mumkin

Faqat balansning mavjud qismini qaytarib olish mumkin. Lotlar bo''yicha bloklangan zakalat pullarini qaytarib bo''lmaydi: arizani kimoshdi savdosi boshlanishidan oldin bekor qiling yoki savdo tugashini kuting, shunda zakalat puli mavjud balansingizga qaytadi. Shundan so''ng uni qaytarib olishni so''rashingiz mumkin.

Yutgan lotingiz narxi hisobiga o''tkazilgan yoki yutgan lotdan voz kechganingiz yoxud uni o''z vaqtida to''lamaganingiz sababli yo''qotilgan zakalat puli qaytarilmaydi.

## Pulni qaytarish uchun arizani qanday yuborish kerak

Karta raqamini diqqat bilan kiriting: pul aynan shu kartaga yuboriladi.

1. Tizimga kiring va sahifa yuqorisidagi ismingiz yozilgan menyuni oching.
2. «Pulni qaytarish uchun ariza» bandini tanlang.
3. Bankingiz va karta turini (masalan, Uzcard yoki Humo) tanlang hamda karta raqamini kiriting.
4. Summani UZSda kiriting; u mavjud balansingizdan oshmasligi kerak.
5. Ma''lumotlarni tekshiring va arizani yuboring.

## Ko''rib chiqish va holat

Operator har bir arizani tekshiradi va pulni kartangizga yuboradi. Har bir arizaning banki, kartasi, summasi, holati va vaqtini shaxsiy kabinetning «Pulni qaytarish arizalari» bo''limida kuzatib borishingiz mumkin.

Pul qaytarilgach, bu shaxsiy kabinetning «Tranzaksiyalar» bo''limida ham aks etadi.

## Pulni qaytarish bo''yicha savollar

Agar pul kelmagan bo''lsa yoki ariza holati tushunarsiz bo''lsa, «Aloqa» sahifasi orqali qo''llab-quvvatlash xizmatiga murojaat qiling va ariza sanasi hamda summasini ko''rsating. Qo''llab-quvvatlash xizmati dushanbadan jumagacha Toshkent vaqti bilan 09:00 dan 18:00 gacha ishlaydi.'),
  ('refund-money', 'ru', 'Возврат денег', 'Деньги с доступного баланса можно вернуть на банковскую карту. Для этого подайте заявку на возврат средств, и оператор её обработает.

## Что можно вернуть

Вернуть можно только доступную часть баланса. Задатки, заблокированные по лотам, вернуть нельзя: отмените заявку до начала аукциона или дождитесь его окончания, и задаток вернётся на доступный баланс. После этого его можно вывести.

Задаток, засчитанный в цену выигранного лота или утраченный из-за отказа от выигранного лота или неоплаты в срок, не возвращается.

## Как подать заявку на возврат

Вводите номер карты внимательно: деньги будут отправлены именно на эту карту.

1. Войдите в систему и откройте меню с вашим именем вверху страницы.
2. Выберите «Заявка на возврат средств».
3. Выберите банк и тип карты (например, Uzcard или Humo) и введите номер карты.
4. Введите сумму в UZS; она не может превышать доступный баланс.
5. Проверьте данные и отправьте заявку.

## Обработка и статус

Оператор проверяет каждую заявку и отправляет деньги на вашу карту. Банк, карту, сумму, статус и время каждой заявки можно посмотреть в личном кабинете в разделе «Заявки на возврат».

Когда возврат выполнен, он также отражается в личном кабинете в разделе «Транзакции».

## Вопросы по возврату

Если деньги не поступили или статус заявки непонятен, обратитесь в поддержку через страницу «Контакты» и укажите дату и сумму заявки. Поддержка работает с понедельника по пятницу с 09:00 до 18:00 по ташкентскому времени.'),
  ('refund-money', 'uz-Cyrl', 'Пулни қайтариб олиш', 'Мавжуд балансдаги пулни банк картангизга қайтариб олишингиз мумкин. Бунинг учун пулни қайтариш учун ариза юборасиз, уни оператор кўриб чиқади.

## Нимани қайтариб олиш мумкин

Фақат баланснинг мавжуд қисмини қайтариб олиш мумкин. Лотлар бўйича блокланган закалат пулларини қайтариб бўлмайди: аризани кимошди савдоси бошланишидан олдин бекор қилинг ёки савдо тугашини кутинг, шунда закалат пули мавжуд балансингизга қайтади. Шундан сўнг уни қайтариб олишни сўрашингиз мумкин.

Ютган лотингиз нархи ҳисобига ўтказилган ёки ютган лотдан воз кечганингиз ёхуд уни ўз вақтида тўламаганингиз сабабли йўқотилган закалат пули қайтарилмайди.

## Пулни қайтариш учун аризани қандай юбориш керак

Карта рақамини диққат билан киритинг: пул айнан шу картага юборилади.

1. Тизимга киринг ва саҳифа юқорисидаги исмингиз ёзилган менюни очинг.
2. «Пулни қайтариш учун ариза» бандини танланг.
3. Банкингиз ва карта турини (масалан, Uzcard ёки Humo) танланг ҳамда карта рақамини киритинг.
4. Суммани UZSда киритинг; у мавжуд балансингиздан ошмаслиги керак.
5. Маълумотларни текширинг ва аризани юборинг.

## Кўриб чиқиш ва ҳолат

Оператор ҳар бир аризани текширади ва пулни картангизга юборади. Ҳар бир аризанинг банки, картаси, суммаси, ҳолати ва вақтини шахсий кабинетнинг «Пулни қайтариш аризалари» бўлимида кузатиб боришингиз мумкин.

Пул қайтарилгач, бу шахсий кабинетнинг «Транзакциялар» бўлимида ҳам акс этади.

## Пулни қайтариш бўйича саволлар

Агар пул келмаган бўлса ёки ариза ҳолати тушунарсиз бўлса, «Алоқа» саҳифаси орқали қўллаб-қувватлаш хизматига мурожаат қилинг ва ариза санаси ҳамда суммасини кўрсатинг. Қўллаб-қувватлаш хизмати душанбадан жумагача Тошкент вақти билан 09:00 дан 18:00 гача ишлайди.'),
  ('refund-money', 'en', 'Getting your money back', 'Money on your available balance can be returned to your bank card. You send a refund application, and an operator processes it.

## What can be refunded

Only the available part of your balance can be refunded. Deposits blocked for lots cannot: cancel the application before the auction starts, or wait until the auction ends, and the deposit returns to your available balance. Then you can ask for it back.

A deposit counted toward the price of a lot you won, or lost because a won lot was refused or not paid in time, is not refunded.

## How to send a refund application

Enter the card number carefully: the money is sent to exactly this card.

1. Sign in and open the menu with your name at the top of the page.
2. Choose “Refund application”.
3. Select your bank and the card type (for example Uzcard or Humo) and enter the card number.
4. Enter the amount in UZS; it cannot be more than your available balance.
5. Check the data and send the application.

## Processing and status

An operator checks each application and sends the money to your card. You can follow the bank, card, amount, status and time of every application in the cabinet under Refund applications.

When the refund is made, it also appears in the cabinet under Transactions.

## Questions about a refund

If the money has not arrived or the status of your application is unclear, contact support on the Contact page and give the date and amount of the application. Support is open Monday to Friday, 09:00 to 18:00 Tashkent time.'),
  ('bid-lot', 'uz', 'Qanday taklif berish kerak', 'Savdo sahifasida narxni qadamma-qadam oshirasiz. Bu yerda qoidalar jamlangan: qadamlar, tizim taklif qilgan narx, o''z taklifingiz, avtotaklif, qo''shimcha vaqt va texnik uzilishda nima bo''lishi.

## Savdo qadamlari

Har bir qadam joriy narxdan emas, BOSHLANG''ICH narxdan foiz hisobida olinadi. 1-qadamdan 4-qadamgacha har bir qadam boshlang''ich narxning 5 % miqdorida, 5-qadamdan boshlab esa 3 % miqdorida bo''ladi. Agar boshlang''ich narx 2 000 bazaviy hisoblash miqdoridan (BHM, lot e''lon qilingan kundagi qiymati bo''yicha) oshsa, har bir qadam 2 % miqdorida bo''ladi.

Boshlang''ich narx 10 000 000 UZS bo''lgan misol: 1-qadamdan 4-qadamgacha har bir qadam 500 000 UZS, 5-qadamdan boshlab esa 300 000 UZS. Narx quyidagicha o''sadi: 10 500 000 UZS, 11 000 000 UZS, 11 500 000 UZS, 12 000 000 UZS, 12 300 000 UZS, 12 600 000 UZS, 12 900 000 UZS va hokazo.

Birinchi qadam narxi va uning foizi kimoshdi savdosi boshlanishidan oldin lot sahifasida ko''rsatiladi.

## Tizim taklif qilgan narx va o''z taklifingiz

Tizim taklif qilgan narx joriy narx va keyingi qadam yig''indisiga teng. Uni bir marta bosib tasdiqlang yoki o''zingiz kattaroq summa kiriting.

Tizim taklif qilgan narxga teng yoki undan yuqori har qanday taklif qanday kiritilgan bo''lsa, shundayligicha qabul qilinadi; undan past taklif rad etiladi. Taklifingizdan so''ng keyingi taklif qilinadigan narx sizning summangiz va keyingi qadam yig''indisiga teng bo''ladi. Masalan, tizim taklif qilgan narx 11 500 000 UZS bo''lsa va siz 11 800 000 UZS taklif qilsangiz, narx 11 800 000 UZS bo''ladi.

Taklifingiz yetakchi bo''lib turganida qayta taklif bera olmaysiz: o''z taklifingizdan o''zib bo''lmaydi. Boshqa ishtirokchi ko''proq taklif qilishini kuting. Tasdiqlangan taklifni qaytarib olib bo''lmaydi.

Savdo sahifasida oxirgi va oxiridan oldingi takliflar, xaridor raqamlari bilan tasdiqlangan narxlar, shuningdek ariza berganlar, ishtirokchilar va kuzatuvchilar soni ko''rinadi.

1. Tizim taklif qilgan narxni ko''rib chiqing.
2. Uni bir marta bosib tasdiqlang yoki o''z summangizni (tizim taklif qilgan narxdan kam bo''lmagan) kiriting va tasdiqlang.
3. Taklifingizni tasdiqlangan narxlar orasidan toping: u xaridor raqamingiz bilan ko''rsatiladi.

## Avtotaklif

Avtotaklif siz uchun taklif beradi. Siz maksimal summani belgilaysiz va har safar boshqa ishtirokchi yetakchi bo''lganda tizim taklif qilingan narxni, u maksimumingizdan oshmaguncha, siz nomingizdan tasdiqlaydi. Avtotaklif hech qachon o''zingizga qarshi taklif bermaydi va maksimumingizdan oshmaydi. Maksimumingiz sir saqlanadi: boshqa ishtirokchilar uni ko''rmaydi.

Agar ikki ishtirokchida avtotaklif bo''lsa, ular bir zumda hal qilinadi: kattaroq maksimum boshqa maksimumdan oshadigan eng kichik qadam narxida g''olib chiqadi. Maksimumlar teng bo''lsa, oldinroq o''rnatilgan avtotaklif g''olib chiqadi.

Avtotaklifni istalgan vaqtda o''chirishingiz mumkin; u allaqachon tasdiqlagan takliflar o''z kuchida qoladi.

1. Savdo sahifasida «Avtotaklif qo''shish» tugmasini bosing.
2. Maksimal summani UZSda kiriting va tasdiqlang.
3. To''xtatish uchun «Avtotaklifni o''chirish» tugmasini bosing.

## Qo''shimcha vaqt

Agar taklif savdo tugashidan oldingi oxirgi 5 daqiqa ichida qabul qilinsa, tugash vaqti shu taklifdan keyingi 5 daqiqaga suriladi. Bu har bir kechki taklifda takrorlanadi, shuning uchun oxirgi soniyada taklif berib yutib bo''lmaydi: boshqalarda javob berish uchun doim 5 daqiqa bo''ladi.

Kimoshdi savdosi yangi taklifsiz tugash vaqti kelganda yakunlanadi va eng yuqori narxni tasdiqlagan ishtirokchi g''olib bo''ladi.

## Texnik uzilish

Texnik nosozlik yuz bersa, operator yoki tizim kimoshdi savdosini to''xtatib turadi va barcha ishtirokchilarga bildirishnoma yuboriladi. Keyin savdo oxirgi tasdiqlangan narx va bir qadam yig''indisidan davom etadi, tugash vaqti esa yo''qotilgan vaqtga suriladi. Uzilishdan oldin tasdiqlangan takliflar o''z kuchida qoladi va ularni qaytarib olib bo''lmaydi.

## Server vaqti va aloqa

Barcha vaqtlar Toshkent vaqti (GMT+5) bo''yicha ko''rsatiladi. Sayt yuqorisidagi satrda server sanasi va vaqti ko''rsatiladi, ular har soniyada yangilanadi. Savdo sahifasidagi teskari sanoq qurilmangiz soati bo''yicha emas, server vaqti bo''yicha hisoblanadi, taklif esa server uni qabul qilgan paytda hisobga olinadi.

Aloqa qisqa muddatga uzilgandan so''ng sahifa o''tkazib yuborilgan yangilanishlarni o''zi oladi. Agar aloqa uzilgani haqida xabar ko''rsangiz, sahifani yangilang: qabul qilingan takliflar serverda saqlangan.'),
  ('bid-lot', 'ru', 'Как делать ставки', 'На странице торгов вы повышаете цену шаг за шагом. Здесь собраны правила: шаги, предложенная системой цена, собственное предложение, автоставка, дополнительное время и что происходит при техническом перерыве.

## Шаги аукциона

Каждый шаг — это процент от СТАРТОВОЙ цены, а не от текущей. Шаги с 1-го по 4-й составляют по 5 % от стартовой цены, каждый шаг начиная с 5-го — 3 %. Если стартовая цена превышает 2 000 базовых расчётных величин (БРВ, по значению на день публикации лота), каждый шаг равен 2 %.

Пример для стартовой цены 10 000 000 UZS: шаги с 1-го по 4-й — по 500 000 UZS, начиная с 5-го — по 300 000 UZS. Цена растёт так: 10 500 000 UZS, 11 000 000 UZS, 11 500 000 UZS, 12 000 000 UZS, 12 300 000 UZS, 12 600 000 UZS, 12 900 000 UZS и далее.

Цена первого шага и её процент указаны на странице лота ещё до начала аукциона.

## Предложенная системой цена и своё предложение

Предложенная системой цена — это текущая цена плюс следующий шаг. Подтвердите её одним нажатием или введите большую сумму сами.

Любое предложение, равное предложенной цене или выше неё, принимается в том виде, в каком введено; предложение ниже отклоняется. После вашего предложения следующая предложенная цена — это ваша сумма плюс следующий шаг. Например, если предложенная цена 11 500 000 UZS, а вы предлагаете 11 800 000 UZS, цена становится 11 800 000 UZS.

Пока ваше предложение лидирует, вы не можете сделать новую ставку: перебить самого себя нельзя. Дождитесь, пока другой участник предложит больше. Подтверждённое предложение отозвать нельзя.

На странице торгов видны последнее и предпоследнее предложения, подтверждённые цены с номерами покупателей, а также сколько человек подали заявки, участвуют и наблюдают.

1. Посмотрите предложенную системой цену.
2. Подтвердите её одним нажатием или введите свою сумму (не меньше предложенной) и подтвердите.
3. Найдите своё предложение среди подтверждённых цен: оно показано с вашим номером покупателя.

## Автоставка

Автоставка делает ставки за вас. Вы задаёте максимум, и каждый раз, когда лидирует другой участник, система подтверждает предложенную цену от вашего имени, пока она не превышает ваш максимум. Автоставка никогда не перебивает вас самих и никогда не выходит за максимум. Ваш максимум секретен: другие участники его не видят.

Если автоставки есть у двух участников, они разрешаются сразу: побеждает больший максимум по наименьшей цене шага, которая превышает другой максимум. При равных максимумах побеждает автоставка, заданная раньше.

Автоставку можно удалить в любой момент; уже подтверждённые ею предложения остаются в силе.

1. Нажмите «Добавить автоставку» на странице торгов.
2. Введите максимум в UZS и подтвердите.
3. Чтобы остановить автоставку, нажмите «Удалить автоставку».

## Дополнительное время

Если ставка принята в последние 5 минут до окончания, окончание переносится на 5 минут после этой ставки. Так происходит с каждой поздней ставкой, поэтому выиграть ставкой в последнюю секунду нельзя: у остальных всегда есть 5 минут на ответ.

Аукцион завершается, когда наступает время окончания без новых ставок, и побеждает участник с самой высокой подтверждённой ценой.

## Технический перерыв

При техническом сбое оператор или система приостанавливает аукцион, и все участники получают уведомление. Затем торги продолжаются с последней подтверждённой цены плюс один шаг, а окончание переносится на потерянное время. Предложения, подтверждённые до перерыва, остаются в силе и не могут быть отозваны.

## Серверное время и связь

Всё время указано по Ташкенту (GMT+5). В верхней строке сайта показаны серверные дата и время, они обновляются каждую секунду. Обратный отсчёт на странице торгов считается по серверному времени, а не по часам вашего устройства, и ставка учитывается в момент, когда её принял сервер.

После короткого обрыва связи страница сама получает пропущенные обновления. Если вы видите сообщение о потере соединения, обновите страницу: уже принятые ставки сохранены на сервере.'),
  ('bid-lot', 'uz-Cyrl', 'Қандай таклиф бериш керак', 'Савдо саҳифасида нархни қадамма-қадам оширасиз. Бу ерда қоидалар жамланган: қадамлар, тизим таклиф қилган нарх, ўз таклифингиз, автотаклиф, қўшимча вақт ва техник узилишда нима бўлиши.

## Савдо қадамлари

Ҳар бир қадам жорий нархдан эмас, БОШЛАНҒИЧ нархдан фоиз ҳисобида олинади. 1-қадамдан 4-қадамгача ҳар бир қадам бошланғич нархнинг 5 % миқдорида, 5-қадамдан бошлаб эса 3 % миқдорида бўлади. Агар бошланғич нарх 2 000 базавий ҳисоблаш миқдоридан (БҲМ, лот эълон қилинган кундаги қиймати бўйича) ошса, ҳар бир қадам 2 % миқдорида бўлади.

Бошланғич нарх 10 000 000 UZS бўлган мисол: 1-қадамдан 4-қадамгача ҳар бир қадам 500 000 UZS, 5-қадамдан бошлаб эса 300 000 UZS. Нарх қуйидагича ўсади: 10 500 000 UZS, 11 000 000 UZS, 11 500 000 UZS, 12 000 000 UZS, 12 300 000 UZS, 12 600 000 UZS, 12 900 000 UZS ва ҳоказо.

Биринчи қадам нархи ва унинг фоизи кимошди савдоси бошланишидан олдин лот саҳифасида кўрсатилади.

## Тизим таклиф қилган нарх ва ўз таклифингиз

Тизим таклиф қилган нарх жорий нарх ва кейинги қадам йиғиндисига тенг. Уни бир марта босиб тасдиқланг ёки ўзингиз каттароқ сумма киритинг.

Тизим таклиф қилган нархга тенг ёки ундан юқори ҳар қандай таклиф қандай киритилган бўлса, шундайлигича қабул қилинади; ундан паст таклиф рад этилади. Таклифингиздан сўнг кейинги таклиф қилинадиган нарх сизнинг суммангиз ва кейинги қадам йиғиндисига тенг бўлади. Масалан, тизим таклиф қилган нарх 11 500 000 UZS бўлса ва сиз 11 800 000 UZS таклиф қилсангиз, нарх 11 800 000 UZS бўлади.

Таклифингиз етакчи бўлиб турганида қайта таклиф бера олмайсиз: ўз таклифингиздан ўзиб бўлмайди. Бошқа иштирокчи кўпроқ таклиф қилишини кутинг. Тасдиқланган таклифни қайтариб олиб бўлмайди.

Савдо саҳифасида охирги ва охиридан олдинги таклифлар, харидор рақамлари билан тасдиқланган нархлар, шунингдек ариза берганлар, иштирокчилар ва кузатувчилар сони кўринади.

1. Тизим таклиф қилган нархни кўриб чиқинг.
2. Уни бир марта босиб тасдиқланг ёки ўз суммангизни (тизим таклиф қилган нархдан кам бўлмаган) киритинг ва тасдиқланг.
3. Таклифингизни тасдиқланган нархлар орасидан топинг: у харидор рақамингиз билан кўрсатилади.

## Автотаклиф

Автотаклиф сиз учун таклиф беради. Сиз максимал суммани белгилайсиз ва ҳар сафар бошқа иштирокчи етакчи бўлганда тизим таклиф қилинган нархни, у максимумингиздан ошмагунча, сиз номингиздан тасдиқлайди. Автотаклиф ҳеч қачон ўзингизга қарши таклиф бермайди ва максимумингиздан ошмайди. Максимумингиз сир сақланади: бошқа иштирокчилар уни кўрмайди.

Агар икки иштирокчида автотаклиф бўлса, улар бир зумда ҳал қилинади: каттароқ максимум бошқа максимумдан ошадиган энг кичик қадам нархида ғолиб чиқади. Максимумлар тенг бўлса, олдинроқ ўрнатилган автотаклиф ғолиб чиқади.

Автотаклифни исталган вақтда ўчиришингиз мумкин; у аллақачон тасдиқлаган таклифлар ўз кучида қолади.

1. Савдо саҳифасида «Автотаклиф қўшиш» тугмасини босинг.
2. Максимал суммани UZSда киритинг ва тасдиқланг.
3. Тўхтатиш учун «Автотаклифни ўчириш» тугмасини босинг.

## Қўшимча вақт

Агар таклиф савдо тугашидан олдинги охирги 5 дақиқа ичида қабул қилинса, тугаш вақти шу таклифдан кейинги 5 дақиқага сурилади. Бу ҳар бир кечки таклифда такрорланади, шунинг учун охирги сонияда таклиф бериб ютиб бўлмайди: бошқаларда жавоб бериш учун доим 5 дақиқа бўлади.

Kimoshdi савдоси янги таклифсиз тугаш вақти келганда якунланади ва энг юқори нархни тасдиқлаган иштирокчи ғолиб бўлади.

## Техник узилиш

Техник носозлик юз берса, оператор ёки тизим кимошди савдосини тўхтатиб туради ва барча иштирокчиларга билдиришнома юборилади. Кейин савдо охирги тасдиқланган нарх ва бир қадам йиғиндисидан давом этади, тугаш вақти эса йўқотилган вақтга сурилади. Узилишдан олдин тасдиқланган таклифлар ўз кучида қолади ва уларни қайтариб олиб бўлмайди.

## Сервер вақти ва алоқа

Барча вақтлар Тошкент вақти (GMT+5) бўйича кўрсатилади. Сайт юқорисидаги сатрда сервер санаси ва вақти кўрсатилади, улар ҳар сонияда янгиланади. Савдо саҳифасидаги тескари саноқ қурилмангиз соати бўйича эмас, сервер вақти бўйича ҳисобланади, таклиф эса сервер уни қабул қилган пайтда ҳисобга олинади.

Алоқа қисқа муддатга узилгандан сўнг саҳифа ўтказиб юборилган янгиланишларни ўзи олади. Агар алоқа узилгани ҳақида хабар кўрсангиз, саҳифани янгиланг: қабул қилинган таклифлар серверда сақланган.'),
  ('bid-lot', 'en', 'How to bid', 'On the auction page you raise the price step by step. Here are the rules: steps, the suggested price, your own offer, auto-bid, over-time and what happens if an auction is paused.

## Bid steps

Each step is a percentage of the START price, not of the current price. Steps 1 to 4 are 5 % of the start price each, and every step from the 5th on is 3 %. If the start price is above 2 000 times the base calculation amount (BHM, the value in force on the day the lot was published), every step is 2 %.

Example for a start price of 10 000 000 UZS: steps 1 to 4 are 500 000 UZS each, and from the 5th step on each step is 300 000 UZS. The price goes 10 500 000 UZS, 11 000 000 UZS, 11 500 000 UZS, 12 000 000 UZS, 12 300 000 UZS, 12 600 000 UZS, 12 900 000 UZS and so on.

The lot page shows the first step price and its percent before the auction starts.

## The suggested price and your own offer

The system suggested price is the current price plus the next step. Confirm it with one click, or enter a larger amount of your own.

Any offer at or above the suggested price is accepted as it is; an offer below it is rejected. After your offer, the next suggested price is your amount plus the next step. For example, if the suggested price is 11 500 000 UZS and you offer 11 800 000 UZS, the price becomes 11 800 000 UZS.

While your offer leads, you cannot bid again: nobody can outbid themselves. Wait until another participant offers more. A confirmed offer cannot be withdrawn.

The auction page shows the last and the second to last offer, the confirmed prices with buyer numbers, and how many people applied, take part and watch.

1. Check the suggested price.
2. Confirm it with one click, or enter your amount (not less than the suggested price) and confirm.
3. Find your offer among the confirmed prices: it is shown with your buyer number.

## Auto-bid

Auto-bid bids for you. You set a maximum, and whenever another participant leads, the system confirms the suggested price on your behalf, as long as it is within your maximum. It never bids against you and never goes above your maximum. Your maximum is secret: other participants do not see it.

If two participants have auto-bids, they are settled at once: the higher maximum wins at the lowest step price that beats the other maximum. If the maxima are equal, the auto-bid set earlier wins.

You can delete your auto-bid at any time; offers it has already confirmed stay.

1. Press “Add auto-bid” on the auction page.
2. Enter your maximum in UZS and confirm.
3. To stop, press “Delete auto-bid”.

## Over-time

If a bid is accepted in the last 5 minutes before the end, the end moves to 5 minutes after that bid. This repeats with every late bid, so nobody can win by bidding in the last second: the others always have 5 minutes to answer.

The auction ends when its end time comes with no new bid, and the participant with the highest confirmed price wins.

## Technical interruption

If a technical fault happens, the operator or the system pauses the auction, and all participants get a notification. Bidding then resumes from the last confirmed price plus one step, and the end is moved by the time lost. Offers confirmed before the pause stay valid and cannot be withdrawn.

## Server time and connection

All times are Tashkent time (GMT+5). The top strip of the site shows the server date and time, updated every second. The countdown on the auction page is calculated from the server time, not from the clock of your device, and a bid counts at the moment the server accepts it.

After a short break in the connection the page catches up by itself. If you see the message that the connection was lost, refresh the page: bids already accepted are kept on the server.'),
  ('check-winner-protocol', 'uz', 'Bayonnomalar va insofsiz ishtirokchilarni tekshirish', 'Har kim, hatto tizimga kirmasdan ham, savdo natijalari bayonnomasining haqiqiyligini va ishtirokchi insofsiz ishtirokchilar ro''yxatida bor-yo''qligini tekshirishi mumkin.

## Savdo natijalari bayonnomasi nima

G''olib to''liq to''lovni amalga oshirgandan so''ng Kimoshdi savdo natijalari bayonnomasini beradi. Unda bayonnoma raqami, uning holati (amalda yoki bekor qilingan), g''olibning ismi, STIR (9 raqam) yoki JSHSHIR (PINFL, 14 raqam), manzil, sana, ilova qilingan fayllar va QR kod bo''ladi.

G''oliblar o''z bayonnomalarini shaxsiy kabinetning «QR kodli bayonnomalar» bo''limida topadilar.

## Bayonnomani qanday tekshirish mumkin

Shuningdek, bayonnomadagi QR kodni telefon kamerasi bilan skanerlashingiz mumkin: u Kimoshdi platformasida ushbu bayonnomaning tekshirish sahifasini ochadi.

Agar tekshirish sahifasida xuddi shu raqam, ism, STIR yoki JSHSHIR, manzil va sana ko''rsatilsa, bayonnoma haqiqiy. «Amalda» holati bayonnoma kuchda ekanini, «bekor qilingan» holati esa u endi kuchda emasligini bildiradi. Hech narsa topilmasa, kiritilgan raqamni tekshiring: tizimda topilmaydigan bayonnomani Kimoshdi bermagan.

1. «Interaktiv» menyusini oching va «Bayonnomani tekshirish» bandini tanlang.
2. Bayonnoma raqamini bayonnomada qanday yozilgan bo''lsa, xuddi shunday kiriting.
3. Tekshirishni boshlang va ko''rsatilgan ma''lumotlarni hujjatingiz bilan solishtiring.

## Insofsiz ishtirokchilar ro''yxati

Ro''yxatga davlat buyurtmalari bo''yicha kimoshdi savdolarida g''olib bo''lib, mol-mulkdan voz kechgan yoki uni o''z vaqtida to''lamagan ishtirokchilar kiritiladi: ular 2 oyga kimoshdi savdolarida ishtirok etish huquqidan mahrum qilinadi. Har bir yozuvda ism, lot raqami, STIR, JSHSHIR, cheklovning boshlanish va tugash sanalari hamda qolgan kunlar soni ko''rsatiladi.

Tugash sanasi o''tgach, cheklov olib tashlanadi va ishtirokchi yana kimoshdi savdolarida qatnashishi mumkin.

## Ishtirokchini qanday tekshirish mumkin

Agar yozuv topilsa, ishtirokchi ko''rsatilgan tugash sanasigacha cheklangan. «Yozuv topilmadi» javobi ishtirokchi ro''yxatda yo''qligini bildiradi: u insofli ishtirokchi va kimoshdi savdolarida qatnashishi mumkin.

Xato terilgan raqam ham «Yozuv topilmadi» javobini beradi, shuning uchun natijaga tayanishdan oldin raqamni tekshiring.

1. «Interaktiv» menyusini oching va «Bloklangan foydalanuvchini tekshirish» bandini tanlang.
2. 9 xonali STIR yoki 14 xonali JSHSHIRni to''liq kiriting.
3. Tekshirishni boshlang va natijani ko''ring.'),
  ('check-winner-protocol', 'ru', 'Проверка протоколов и недобросовестных участников', 'Любой человек, даже без входа в систему, может проверить подлинность протокола о результатах торгов и узнать, есть ли участник в списке недобросовестных участников.

## Что такое протокол о результатах торгов

После того как победитель полностью оплатил лот, Kimoshdi выдаёт протокол о результатах торгов. В нём указаны номер протокола, его статус (действующий или аннулирован), имя победителя, ИНН (СТИР, 9 цифр) или ПИНФЛ (14 цифр), адрес, дата, приложенные файлы и QR-код.

Победители находят свои протоколы в личном кабинете в разделе «Протоколы с QR-кодом».

## Как проверить протокол

Можно также отсканировать QR-код на протоколе камерой телефона: откроется страница проверки этого протокола на Kimoshdi.

Протокол подлинный, если на странице проверки указаны те же номер, имя, ИНН (СТИР) или ПИНФЛ, адрес и дата. Статус «действующий» означает, что протокол действителен; «аннулирован» — что он больше не действует. Если ничего не найдено, проверьте введённый номер: протокол, которого нет в системе, Kimoshdi не выдавал.

1. Откройте меню «Интерактив» и выберите «Проверка протокола».
2. Введите номер протокола точно так, как он указан в протоколе.
3. Запустите проверку и сравните показанные данные со своим документом.

## Список недобросовестных участников

В список вносятся победители аукционов по государственным заказам, которые отказались от имущества или не оплатили его в срок: они лишаются права участвовать в аукционах на 2 месяца. В каждой записи указаны имя, номер лота, ИНН (СТИР), ПИНФЛ, даты начала и окончания ограничения и число оставшихся дней.

Когда дата окончания прошла, ограничение снимается, и участник снова может участвовать в аукционах.

## Как проверить участника

Если запись найдена, участник ограничен в правах до указанной даты окончания. «Запись не найдена» означает, что участника нет в списке: он добросовестный и может участвовать в аукционах.

Опечатка тоже приводит к ответу «Запись не найдена», поэтому проверьте номер, прежде чем полагаться на результат.

1. Откройте меню «Интерактив» и выберите «Проверка заблокированного пользователя».
2. Введите ИНН (СТИР, 9 цифр) или ПИНФЛ (14 цифр) полностью.
3. Запустите проверку и посмотрите результат.'),
  ('check-winner-protocol', 'uz-Cyrl', 'Баённомалар ва инсофсиз иштирокчиларни текшириш', 'Ҳар ким, ҳатто тизимга кирмасдан ҳам, савдо натижалари баённомасининг ҳақиқийлигини ва иштирокчи инсофсиз иштирокчилар рўйхатида бор-йўқлигини текшириши мумкин.

## Савдо натижалари баённомаси нима

Ғолиб тўлиқ тўловни амалга оширгандан сўнг Kimoshdi савдо натижалари баённомасини беради. Унда баённома рақами, унинг ҳолати (амалда ёки бекор қилинган), ғолибнинг исми, СТИР (9 рақам) ёки ЖШШИР (ПИНФЛ, 14 рақам), манзил, сана, илова қилинган файллар ва QR код бўлади.

Ғолиблар ўз баённомаларини шахсий кабинетнинг «QR кодли баённомалар» бўлимида топадилар.

## Баённомани қандай текшириш мумкин

Шунингдек, баённомадаги QR кодни телефон камераси билан сканерлашингиз мумкин: у Kimoshdi платформасида ушбу баённоманинг текшириш саҳифасини очади.

Агар текшириш саҳифасида худди шу рақам, исм, СТИР ёки ЖШШИР, манзил ва сана кўрсатилса, баённома ҳақиқий. «Амалда» ҳолати баённома кучда эканини, «бекор қилинган» ҳолати эса у энди кучда эмаслигини билдиради. Ҳеч нарса топилмаса, киритилган рақамни текширинг: тизимда топилмайдиган баённомани Kimoshdi бермаган.

1. «Интерактив» менюсини очинг ва «Баённомани текшириш» бандини танланг.
2. Баённома рақамини баённомада қандай ёзилган бўлса, худди шундай киритинг.
3. Текширишни бошланг ва кўрсатилган маълумотларни ҳужжатингиз билан солиштиринг.

## Инсофсиз иштирокчилар рўйхати

Рўйхатга давлат буюртмалари бўйича кимошди савдоларида ғолиб бўлиб, мол-мулкдан воз кечган ёки уни ўз вақтида тўламаган иштирокчилар киритилади: улар 2 ойга кимошди савдоларида иштирок этиш ҳуқуқидан маҳрум қилинади. Ҳар бир ёзувда исм, лот рақами, СТИР, ЖШШИР, чекловнинг бошланиш ва тугаш саналари ҳамда қолган кунлар сони кўрсатилади.

Тугаш санаси ўтгач, чеклов олиб ташланади ва иштирокчи яна кимошди савдоларида қатнашиши мумкин.

## Иштирокчини қандай текшириш мумкин

Агар ёзув топилса, иштирокчи кўрсатилган тугаш санасигача чекланган. «Ёзув топилмади» жавоби иштирокчи рўйхатда йўқлигини билдиради: у инсофли иштирокчи ва кимошди савдоларида қатнашиши мумкин.

Хато терилган рақам ҳам «Ёзув топилмади» жавобини беради, шунинг учун натижага таянишдан олдин рақамни текширинг.

1. «Интерактив» менюсини очинг ва «Блокланган фойдаланувчини текшириш» бандини танланг.
2. 9 хонали СТИР ёки 14 хонали ЖШШИРни тўлиқ киритинг.
3. Текширишни бошланг ва натижани кўринг.'),
  ('check-winner-protocol', 'en', 'Checking protocols and dishonest participants', 'Anyone, even without signing in, can check that a results protocol is genuine and whether a participant is on the list of dishonest participants.

## What a results protocol is

After the winner has paid in full, Kimoshdi issues a results protocol. It contains the protocol number, its status (active or cancelled), the winner''s name, tax ID (STIR, 9 digits) or personal ID (PINFL, 14 digits), address, date, attached files and a QR code.

Winners find their protocols in the cabinet under QR code protocols.

## How to check a protocol

You can also scan the QR code on the protocol with your phone''s camera: it opens the check page of this protocol on Kimoshdi.

The protocol is genuine if the check page shows the same number, name, ID, address and date. Status “active” means the protocol is valid; “cancelled” means it is no longer valid. If nothing is found, check the number you entered: a protocol that cannot be found was not issued by Kimoshdi.

1. Open the Interactive menu and choose “Check protocol”.
2. Enter the protocol number exactly as it is written on the protocol.
3. Start the check and compare the data shown with your document.

## The list of dishonest participants

The list contains winners of auctions for state orders who refused the property or did not pay in time: they are barred from auctions for 2 months. Each entry shows the name, lot number, STIR, PINFL, the start and end date of the bar and the days remaining.

When the end date has passed, the bar is over and the participant can take part in auctions again.

## How to check a participant

If an entry is found, the participant is barred until the end date shown. “Record not found” means the participant is not on the list: they are honest and may take part in auctions.

A typing mistake also gives “record not found”, so check the number before you rely on the answer.

1. Open the Interactive menu and choose “Check blocked user”.
2. Enter the STIR (9 digits) or the PINFL (14 digits) in full.
3. Start the check and read the result.'),
  ('buy-one-click', 'uz', 'Bir klikda xarid qilish', 'Ayrim lotlar kimoshdi savdosisiz, belgilangan narxda sotiladi. Lotni xaridni kod bilan birinchi bo''lib tasdiqlagan xaridor oladi.

## Belgilangan narxda sotish nima

Belgilangan narxdagi lotning narxi e''lon qilingan va savdo o''tkazilmaydi: lot xaridni birinchi bo''lib tasdiqlagan xaridorga beriladi. Bu usulda faqat qiymati kichikroq mol-mulk sotiladi: qiymati 60 bazaviy hisoblash miqdoridan (BHM) yuqori bo''lgan mol-mulk faqat kimoshdi savdosida sotiladi.

Xarid qilish uchun Kimoshdi ID orqali tizimga kiring. Profilingizdagi telefon raqami va e-mailni tekshiring: tasdiqlash kodi shularga yuboriladi.

## Qanday xarid qilish mumkin

Xarid faqat kod bilan tasdiqlanadi, shuning uchun boshlashdan oldin telefoningiz va pochtangiz yoningizda bo''lsin.

1. Lotni oching va narx, mol-mulk hamda hujjatlarni tekshiring.
2. «Sotib olish» tugmasini bosing (bir nechta nusxa bo''lsa, avval sonini tanlang).
3. 6 xonali kodni SMS va e-mail orqali oling.
4. Kodni 3 daqiqa ichida kiriting va tasdiqlang.
5. Xarid amalga oshirilgani haqidagi xabarni kuting.

## Tasdiqlash kodi

Kod 6 ta raqamdan iborat va bir vaqtning o''zida telefoningizga SMS orqali hamda e-mailingizga yuboriladi. U 3 daqiqa amal qiladi. Har bir kod uchun ko''pi bilan 5 marta noto''g''ri urinishga ruxsat beriladi; shundan so''ng yangi kod so''rang.

Kod kiritish oynasida daqiqa va soniyalarda taymer ko''rsatiladi: 60 soniyadan so''ng yangi kod so''rash mumkin. Bir soatda ko''pi bilan 5 ta kod olish mumkin; shundan so''ng biroz kuting va keyinroq urinib ko''ring.

Kodni hech kimga aytmang: Kimoshdi xodimlari uni hech qachon so''ramaydi.

## Xariddan so''ng

Kod qabul qilingach, narx balansingizdan yechiladi va xarid shaxsiy kabinetning «Xaridlarim» bo''limida kvitansiyasi bilan paydo bo''ladi. Lot sotuvda ekan, xaridni 24 soat ichida kod bilan bekor qilish mumkin: pul balansingizga qaytadi.

Agar boshqa xaridor xaridni sizdan oldin tasdiqlagan bo''lsa, lot allaqachon sotilgan va kodingiz bilan uni endi sotib olib bo''lmaydi; bu haqda xabar ko''rasiz.'),
  ('buy-one-click', 'ru', 'Покупка в один клик', 'Некоторые лоты продаются по фиксированной цене, без аукциона. Лот получает первый покупатель, который подтвердит покупку кодом.

## Что такое продажа по фиксированной цене

У лота с фиксированной ценой объявлена цена, и торгов нет: лот достаётся первому покупателю, подтвердившему покупку. Так продаётся только имущество небольшой стоимости: имущество дороже 60 базовых расчётных величин (БРВ) продаётся только на аукционе.

Чтобы купить, войдите в систему через Kimoshdi ID. Проверьте номер телефона и e-mail в профиле: код подтверждения приходит туда.

## Как купить

Покупка подтверждается только кодом, поэтому перед началом держите под рукой телефон и почту.

1. Откройте лот и проверьте цену, имущество и документы.
2. Нажмите «Купить» (если экземпляров несколько, сначала выберите количество).
3. Получите 6-значный код по SMS и по e-mail.
4. Введите код в течение 3 минут и подтвердите.
5. Дождитесь сообщения о том, что покупка совершена.

## Код подтверждения

Код состоит из 6 цифр и приходит одновременно по SMS на телефон и на e-mail. Он действует 3 минуты. Для каждого кода допускается не более 5 неверных попыток; после этого запросите новый код.

На экране ввода кода есть таймер в минутах и секундах: через 60 секунд можно запросить новый код. В течение часа можно получить не более 5 кодов; после этого подождите и попробуйте позже.

Никому не сообщайте код: сотрудники Kimoshdi никогда его не спрашивают.

## После покупки

Когда код принят, цена списывается с вашего баланса, а покупка с квитанцией появляется в разделе «Мои покупки» личного кабинета. Пока лот в продаже, покупку можно отменить с кодом в течение 24 часов: деньги вернутся на баланс.

Если другой покупатель подтвердил покупку раньше, лот уже продан, и ваш код его больше не купит; вы увидите об этом сообщение.'),
  ('buy-one-click', 'uz-Cyrl', 'Бир кликда харид қилиш', 'Айрим лотлар кимошди савдосисиз, белгиланган нархда сотилади. Лотни харидни код билан биринчи бўлиб тасдиқлаган харидор олади.

## Белгиланган нархда сотиш нима

Белгиланган нархдаги лотнинг нархи эълон қилинган ва савдо ўтказилмайди: лот харидни биринчи бўлиб тасдиқлаган харидорга берилади. Бу усулда фақат қиймати кичикроқ мол-мулк сотилади: қиймати 60 базавий ҳисоблаш миқдоридан (БҲМ) юқори бўлган мол-мулк фақат кимошди савдосида сотилади.

Харид қилиш учун Kimoshdi ID орқали тизимга киринг. Профилингиздаги телефон рақами ва e-mailни текширинг: тасдиқлаш коди шуларга юборилади.

## Қандай харид қилиш мумкин

Харид фақат код билан тасдиқланади, шунинг учун бошлашдан олдин телефонингиз ва почтангиз ёнингизда бўлсин.

1. Лотни очинг ва нарх, мол-мулк ҳамда ҳужжатларни текширинг.
2. «Сотиб олиш» тугмасини босинг (бир нечта нусха бўлса, аввал сонини танланг).
3. 6 хонали кодни SMS ва e-mail орқали олинг.
4. Кодни 3 дақиқа ичида киритинг ва тасдиқланг.
5. Харид амалга оширилгани ҳақидаги хабарни кутинг.

## Тасдиқлаш коди

Код 6 та рақамдан иборат ва бир вақтнинг ўзида телефонингизга SMS орқали ҳамда e-mailингизга юборилади. У 3 дақиқа амал қилади. Ҳар бир код учун кўпи билан 5 марта нотўғри уринишга рухсат берилади; шундан сўнг янги код сўранг.

Код киритиш ойнасида дақиқа ва сонияларда таймер кўрсатилади: 60 сониядан сўнг янги код сўраш мумкин. Бир соатда кўпи билан 5 та код олиш мумкин; шундан сўнг бироз кутинг ва кейинроқ уриниб кўринг.

Кодни ҳеч кимга айтманг: Kimoshdi ходимлари уни ҳеч қачон сўрамайди.

## Хариддан сўнг

Код қабул қилингач, нарх балансингиздан ечилади ва харид шахсий кабинетнинг «Харидларим» бўлимида квитанцияси билан пайдо бўлади. Лот сотувда экан, харидни 24 соат ичида код билан бекор қилиш мумкин: пул балансингизга қайтади.

Агар бошқа харидор харидни сиздан олдин тасдиқлаган бўлса, лот аллақачон сотилган ва кодингиз билан уни энди сотиб олиб бўлмайди; бу ҳақда хабар кўрасиз.'),
  ('buy-one-click', 'en', 'Buying in one click', 'Some lots are sold at a fixed price, without an auction. The first buyer who confirms the purchase with a code gets the lot.

## What a fixed-price sale is

A fixed-price lot has an announced price and no bidding: it goes to the first buyer who confirms the purchase. Only lower-value property is sold this way: property worth more than 60 times the base calculation amount (BHM) is sold only at auction.

To buy, sign in through Kimoshdi ID. Check your phone number and e-mail in your profile: the confirmation code is sent there.

## How to buy

The purchase is confirmed only by the code, so keep your phone and your e-mail at hand before you start.

1. Open the lot and check the price, the property and the documents.
2. Press Buy (when several copies are left, choose how many first).
3. Receive the 6-digit code by SMS and by e-mail.
4. Enter the code within 3 minutes and confirm.
5. Wait for the message that the purchase is complete.

## The confirmation code

The code has 6 digits and is sent both to your phone by SMS and to your e-mail. It is valid for 3 minutes. Each code allows at most 5 wrong tries; after that, ask for a new code.

The code screen shows a timer in minutes and seconds: after 60 seconds you can ask for a new code. You can get at most 5 codes an hour; after that, wait and try again later.

Never tell the code to anyone: Kimoshdi staff will never ask you for it.

## After the purchase

Once the code is accepted, the price is taken from your balance and the purchase appears with its receipt under «My purchases» in your cabinet. While the lot is on sale, you can cancel the purchase with a code within 24 hours: the money goes back to your balance.

If another buyer confirmed first, the lot is already sold and your code no longer buys it; you see a message about it.')
) AS v (slug, lang, title, body)
JOIN content_pages p ON p.slug = v.slug;
