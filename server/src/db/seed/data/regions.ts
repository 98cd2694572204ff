/**
 * The 14 top-level administrative units of Uzbekistan (the Republic of Karakalpakstan, 12 regions
 * (viloyat) and Tashkent city) and their districts (tuman) and region-subordinate cities (shahar),
 * keyed by their SOATO codes (the state classifier of administrative-territorial units, kept by
 * the Statistics Agency).
 *
 * Codes: a region is 4 digits (17 = Uzbekistan, then the region: 1726 Tashkent city); an area is
 * 7 digits, its region's 4 followed by 3: 2xx for a district, 4xx for a city under the region
 * (1726266 Yunusobod tumani, 1727419 Chirchiq shahri). Ids are the codes as integers.
 *
 * Names: Uzbek in the modern official Latin spelling, with the ASCII apostrophe for oʻ, gʻ and the
 * tutuq ("Farg'ona", "Ellikqal'a"); Russian as used in Russian-language documents; English in the
 * usual (mostly Russian-derived) romanisation. The Cyrillic Uzbek name is made from the Uzbek one
 * by transliterate() when seeding.
 *
 * Doubts, checked against the codes as we know them (status of about 2025):
 * - The brief's example gave 1726262 for Yunusobod; in the classifier 1726262 is Uchtepa and
 *   Yunusobod is 1726266 (two independent code lists agree), so we follow the classifier.
 * - Tashkent city: Yangihayot (2020, 1726292) is included; Chilonzor is 1726294.
 * - Andijan region: 1703209 is the former Bo'z district, now named Bo'ston (Russian spelling of the
 *   new name is not settled: we write "Бустонский район").
 * - Namangan city was split (2023) into the city districts Davlatobod and Yangi Namangan, coded
 *   with 10 digits under 1714401; they are parts of a city, not of the region, so they are left out
 *   (Namangan shahri stands for both).
 * - Recent reforms are covered as far as we know them: Ko'kdala (Kashkadarya, 2019), Tuproqqal'a
 *   (Khorezm, 2019), Taxiatosh (Karakalpakstan, a district since 2019), Bandixon (Surkhandarya,
 *   restored 2019), G'ozg'on city (Navoi), Nurafshon city (Tashkent region). New units created
 *   after that (if any) will need a row here.
 */

export interface LocalizedName {
  uz: string;
  ru: string;
  en: string;
}

export interface RegionSeed {
  id: number;
  soato: string;
  name: LocalizedName;
  sortOrder: number;
}

export type AreaKind = 'district' | 'city';

export interface AreaSeed {
  id: number;
  regionId: number;
  soato: string;
  kind: AreaKind;
  name: LocalizedName;
  sortOrder: number;
}

/** [SOATO, Uzbek, Russian, English] */
type AreaTuple = readonly [soato: string, uz: string, ru: string, en: string];

interface RegionSource {
  soato: string;
  uz: string;
  ru: string;
  en: string;
  areas: readonly AreaTuple[];
}

/** In the official order (the Republic of Karakalpakstan, the regions, then Tashkent city). */
const SOURCE: readonly RegionSource[] = [
  {
    soato: '1735',
    uz: "Qoraqalpog'iston Respublikasi",
    ru: 'Республика Каракалпакстан',
    en: 'Republic of Karakalpakstan',
    areas: [
      ['1735401', 'Nukus shahri', 'город Нукус', 'Nukus City'],
      ['1735204', 'Amudaryo tumani', 'Амударьинский район', 'Amudarya District'],
      ['1735207', 'Beruniy tumani', 'Берунийский район', 'Beruniy District'],
      ['1735209', "Bo'zatov tumani", 'Бозатауский район', 'Bozatau District'],
      ['1735211', "Qorao'zak tumani", 'Караузякский район', 'Karauzyak District'],
      ['1735212', 'Kegeyli tumani', 'Кегейлийский район', 'Kegeyli District'],
      ['1735215', "Qo'ng'irot tumani", 'Кунградский район', 'Kungrad District'],
      ['1735218', "Qanliko'l tumani", 'Канлыкульский район', 'Kanlikul District'],
      ['1735222', "Mo'ynoq tumani", 'Муйнакский район', 'Muynak District'],
      ['1735225', 'Nukus tumani', 'Нукусский район', 'Nukus District'],
      ['1735228', 'Taxiatosh tumani', 'Тахиаташский район', 'Takhiatash District'],
      ['1735230', "Taxtako'pir tumani", 'Тахтакупырский район', 'Takhtakupyr District'],
      ['1735233', "To'rtko'l tumani", 'Турткульский район', 'Turtkul District'],
      ['1735236', "Xo'jayli tumani", 'Ходжейлийский район', 'Khojeli District'],
      ['1735240', 'Chimboy tumani', 'Чимбайский район', 'Chimbay District'],
      ['1735243', 'Shumanay tumani', 'Шуманайский район', 'Shumanay District'],
      ['1735250', "Ellikqal'a tumani", 'Элликкалинский район', 'Ellikkala District'],
    ],
  },
  {
    soato: '1703',
    uz: 'Andijon viloyati',
    ru: 'Андижанская область',
    en: 'Andijan Region',
    areas: [
      ['1703401', 'Andijon shahri', 'город Андижан', 'Andijan City'],
      ['1703408', 'Xonobod shahri', 'город Ханабад', 'Khanabad City'],
      ['1703202', "Oltinko'l tumani", 'Алтынкульский район', 'Altynkul District'],
      ['1703203', 'Andijon tumani', 'Андижанский район', 'Andijan District'],
      ['1703206', 'Baliqchi tumani', 'Балыкчинский район', 'Balikchi District'],
      ['1703209', "Bo'ston tumani", 'Бустонский район', 'Buston District'],
      ['1703210', 'Buloqboshi tumani', 'Булакбашинский район', 'Bulakbashi District'],
      ['1703211', 'Jalaquduq tumani', 'Джалакудукский район', 'Jalakuduk District'],
      ['1703214', 'Izboskan tumani', 'Избасканский район', 'Izbaskan District'],
      ['1703217', "Ulug'nor tumani", 'Улугнорский район', 'Ulugnor District'],
      ['1703220', "Qo'rg'ontepa tumani", 'Кургантепинский район', 'Kurgantepa District'],
      ['1703224', 'Asaka tumani', 'Асакинский район', 'Asaka District'],
      ['1703227', 'Marhamat tumani', 'Мархаматский район', 'Markhamat District'],
      ['1703230', 'Shahrixon tumani', 'Шахриханский район', 'Shakhrikhan District'],
      ['1703232', 'Paxtaobod tumani', 'Пахтаабадский район', 'Pakhtaabad District'],
      ['1703236', "Xo'jaobod tumani", 'Ходжаабадский район', 'Khojaabad District'],
    ],
  },
  {
    soato: '1706',
    uz: 'Buxoro viloyati',
    ru: 'Бухарская область',
    en: 'Bukhara Region',
    areas: [
      ['1706401', 'Buxoro shahri', 'город Бухара', 'Bukhara City'],
      ['1706403', 'Kogon shahri', 'город Каган', 'Kagan City'],
      ['1706204', 'Olot tumani', 'Алатский район', 'Alat District'],
      ['1706207', 'Buxoro tumani', 'Бухарский район', 'Bukhara District'],
      ['1706212', 'Vobkent tumani', 'Вабкентский район', 'Vabkent District'],
      ['1706215', "G'ijduvon tumani", 'Гиждуванский район', 'Gijduvan District'],
      ['1706219', 'Kogon tumani', 'Каганский район', 'Kagan District'],
      ['1706230', "Qorako'l tumani", 'Каракульский район', 'Karakul District'],
      ['1706232', 'Qorovulbozor tumani', 'Караулбазарский район', 'Karaulbazar District'],
      ['1706240', 'Peshku tumani', 'Пешкунский район', 'Peshku District'],
      ['1706242', 'Romitan tumani', 'Ромитанский район', 'Romitan District'],
      ['1706246', 'Jondor tumani', 'Жондорский район', 'Jondor District'],
      ['1706258', 'Shofirkon tumani', 'Шафирканский район', 'Shafirkan District'],
    ],
  },
  {
    soato: '1708',
    uz: 'Jizzax viloyati',
    ru: 'Джизакская область',
    en: 'Jizzakh Region',
    areas: [
      ['1708401', 'Jizzax shahri', 'город Джизак', 'Jizzakh City'],
      ['1708201', 'Arnasoy tumani', 'Арнасайский район', 'Arnasay District'],
      ['1708204', 'Baxmal tumani', 'Бахмальский район', 'Bakhmal District'],
      ['1708209', "G'allaorol tumani", 'Галляаральский район', 'Gallaaral District'],
      ['1708212', 'Sharof Rashidov tumani', 'Шараф-Рашидовский район', 'Sharof Rashidov District'],
      ['1708215', "Do'stlik tumani", 'Дустликский район', 'Dustlik District'],
      ['1708218', 'Zomin tumani', 'Зааминский район', 'Zaamin District'],
      ['1708220', 'Zarbdor tumani', 'Зарбдарский район', 'Zarbdar District'],
      ['1708223', "Mirzacho'l tumani", 'Мирзачульский район', 'Mirzachul District'],
      ['1708225', 'Zafarobod tumani', 'Зафарабадский район', 'Zafarabad District'],
      ['1708228', 'Paxtakor tumani', 'Пахтакорский район', 'Pakhtakor District'],
      ['1708235', 'Forish tumani', 'Фаришский район', 'Farish District'],
      ['1708237', 'Yangiobod tumani', 'Янгиабадский район', 'Yangiabad District'],
    ],
  },
  {
    soato: '1710',
    uz: 'Qashqadaryo viloyati',
    ru: 'Кашкадарьинская область',
    en: 'Kashkadarya Region',
    areas: [
      ['1710401', 'Qarshi shahri', 'город Карши', 'Karshi City'],
      ['1710405', 'Shahrisabz shahri', 'город Шахрисабз', 'Shakhrisabz City'],
      ['1710207', "G'uzor tumani", 'Гузарский район', 'Guzar District'],
      ['1710212', 'Dehqonobod tumani', 'Дехканабадский район', 'Dehkanabad District'],
      ['1710220', 'Qamashi tumani', 'Камашинский район', 'Kamashi District'],
      ['1710224', 'Qarshi tumani', 'Каршинский район', 'Karshi District'],
      ['1710229', 'Koson tumani', 'Касанский район', 'Kasan District'],
      ['1710232', 'Kitob tumani', 'Китабский район', 'Kitab District'],
      ['1710233', 'Mirishkor tumani', 'Миришкорский район', 'Mirishkor District'],
      ['1710234', 'Muborak tumani', 'Мубарекский район', 'Mubarek District'],
      ['1710235', 'Nishon tumani', 'Нишанский район', 'Nishan District'],
      ['1710237', 'Kasbi tumani', 'Касбийский район', 'Kasbi District'],
      ['1710240', "Ko'kdala tumani", 'Кукдалинский район', 'Kukdala District'],
      ['1710242', 'Chiroqchi tumani', 'Чиракчинский район', 'Chirakchi District'],
      ['1710245', 'Shahrisabz tumani', 'Шахрисабзский район', 'Shakhrisabz District'],
      ['1710250', "Yakkabog' tumani", 'Яккабагский район', 'Yakkabag District'],
    ],
  },
  {
    soato: '1712',
    uz: 'Navoiy viloyati',
    ru: 'Навоийская область',
    en: 'Navoi Region',
    areas: [
      ['1712401', 'Navoiy shahri', 'город Навои', 'Navoi City'],
      ['1712408', 'Zarafshon shahri', 'город Зарафшан', 'Zarafshan City'],
      ['1712412', "G'ozg'on shahri", 'город Газган', 'Gazgan City'],
      ['1712211', 'Konimex tumani', 'Канимехский район', 'Kanimekh District'],
      ['1712216', 'Qiziltepa tumani', 'Кызылтепинский район', 'Kyzyltepa District'],
      ['1712230', 'Navbahor tumani', 'Навбахорский район', 'Navbakhor District'],
      ['1712234', 'Karmana tumani', 'Карманинский район', 'Karmana District'],
      ['1712238', 'Nurota tumani', 'Нуратинский район', 'Nurata District'],
      ['1712244', 'Tomdi tumani', 'Тамдынский район', 'Tamdy District'],
      ['1712248', 'Uchquduq tumani', 'Учкудукский район', 'Uchkuduk District'],
      ['1712251', 'Xatirchi tumani', 'Хатырчинский район', 'Khatyrchi District'],
    ],
  },
  {
    soato: '1714',
    uz: 'Namangan viloyati',
    ru: 'Наманганская область',
    en: 'Namangan Region',
    areas: [
      ['1714401', 'Namangan shahri', 'город Наманган', 'Namangan City'],
      ['1714204', 'Mingbuloq tumani', 'Мингбулакский район', 'Mingbulak District'],
      ['1714207', 'Kosonsoy tumani', 'Касансайский район', 'Kasansay District'],
      ['1714212', 'Namangan tumani', 'Наманганский район', 'Namangan District'],
      ['1714216', 'Norin tumani', 'Нарынский район', 'Naryn District'],
      ['1714219', 'Pop tumani', 'Папский район', 'Pap District'],
      ['1714224', "To'raqo'rg'on tumani", 'Туракурганский район', 'Turakurgan District'],
      ['1714229', 'Uychi tumani', 'Уйчинский район', 'Uychi District'],
      ['1714234', "Uchqo'rg'on tumani", 'Учкурганский район', 'Uchkurgan District'],
      ['1714236', 'Chortoq tumani', 'Чартакский район', 'Chartak District'],
      ['1714237', 'Chust tumani', 'Чустский район', 'Chust District'],
      ['1714242', "Yangiqo'rg'on tumani", 'Янгикурганский район', 'Yangikurgan District'],
    ],
  },
  {
    soato: '1718',
    uz: 'Samarqand viloyati',
    ru: 'Самаркандская область',
    en: 'Samarkand Region',
    areas: [
      ['1718401', 'Samarqand shahri', 'город Самарканд', 'Samarkand City'],
      ['1718406', "Kattaqo'rg'on shahri", 'город Каттакурган', 'Kattakurgan City'],
      ['1718203', 'Oqdaryo tumani', 'Акдарьинский район', 'Akdarya District'],
      ['1718206', "Bulung'ur tumani", 'Булунгурский район', 'Bulungur District'],
      ['1718209', 'Jomboy tumani', 'Джамбайский район', 'Jambay District'],
      ['1718212', 'Ishtixon tumani', 'Иштыханский район', 'Ishtikhan District'],
      ['1718215', "Kattaqo'rg'on tumani", 'Каттакурганский район', 'Kattakurgan District'],
      ['1718216', "Qo'shrabot tumani", 'Кошрабадский район', 'Koshrabad District'],
      ['1718218', 'Narpay tumani', 'Нарпайский район', 'Narpay District'],
      ['1718224', 'Payariq tumani', 'Пайарыкский район', 'Payaryk District'],
      ['1718227', "Pastdarg'om tumani", 'Пастдаргомский район', 'Pastdargom District'],
      ['1718230', 'Paxtachi tumani', 'Пахтачийский район', 'Pakhtachi District'],
      ['1718233', 'Samarqand tumani', 'Самаркандский район', 'Samarkand District'],
      ['1718235', 'Nurobod tumani', 'Нурабадский район', 'Nurabad District'],
      ['1718236', 'Urgut tumani', 'Ургутский район', 'Urgut District'],
      ['1718238', 'Toyloq tumani', 'Тайлакский район', 'Taylak District'],
    ],
  },
  {
    soato: '1722',
    uz: 'Surxondaryo viloyati',
    ru: 'Сурхандарьинская область',
    en: 'Surkhandarya Region',
    areas: [
      ['1722401', 'Termiz shahri', 'город Термез', 'Termez City'],
      ['1722201', 'Oltinsoy tumani', 'Алтынсайский район', 'Altynsay District'],
      ['1722202', 'Angor tumani', 'Ангорский район', 'Angor District'],
      ['1722203', 'Bandixon tumani', 'Бандиханский район', 'Bandikhan District'],
      ['1722204', 'Boysun tumani', 'Байсунский район', 'Baysun District'],
      ['1722207', 'Muzrabot tumani', 'Музрабадский район', 'Muzrabad District'],
      ['1722210', 'Denov tumani', 'Денауский район', 'Denau District'],
      ['1722212', "Jarqo'rg'on tumani", 'Джаркурганский район', 'Jarkurgan District'],
      ['1722214', "Qumqo'rg'on tumani", 'Кумкурганский район', 'Kumkurgan District'],
      ['1722215', 'Qiziriq tumani', 'Кизирикский район', 'Kizirik District'],
      ['1722217', 'Sariosiyo tumani', 'Сариасийский район', 'Sariasiya District'],
      ['1722220', 'Termiz tumani', 'Термезский район', 'Termez District'],
      ['1722221', 'Uzun tumani', 'Узунский район', 'Uzun District'],
      ['1722223', 'Sherobod tumani', 'Шерабадский район', 'Sherabad District'],
      ['1722226', "Sho'rchi tumani", 'Шурчинский район', 'Shurchi District'],
    ],
  },
  {
    soato: '1724',
    uz: 'Sirdaryo viloyati',
    ru: 'Сырдарьинская область',
    en: 'Syrdarya Region',
    areas: [
      ['1724401', 'Guliston shahri', 'город Гулистан', 'Gulistan City'],
      ['1724410', 'Shirin shahri', 'город Ширин', 'Shirin City'],
      ['1724413', 'Yangiyer shahri', 'город Янгиер', 'Yangiyer City'],
      ['1724206', 'Oqoltin tumani', 'Акалтынский район', 'Akaltyn District'],
      ['1724212', 'Boyovut tumani', 'Баяутский район', 'Bayaut District'],
      ['1724216', 'Sayxunobod tumani', 'Сайхунабадский район', 'Saykhunabad District'],
      ['1724220', 'Guliston tumani', 'Гулистанский район', 'Gulistan District'],
      ['1724226', 'Sardoba tumani', 'Сардобинский район', 'Sardoba District'],
      ['1724228', 'Mirzaobod tumani', 'Мирзаабадский район', 'Mirzaabad District'],
      ['1724231', 'Sirdaryo tumani', 'Сырдарьинский район', 'Syrdarya District'],
      ['1724235', 'Xovos tumani', 'Хавастский район', 'Khavast District'],
    ],
  },
  {
    soato: '1727',
    uz: 'Toshkent viloyati',
    ru: 'Ташкентская область',
    en: 'Tashkent Region',
    areas: [
      ['1727401', 'Nurafshon shahri', 'город Нурафшан', 'Nurafshan City'],
      ['1727404', 'Olmaliq shahri', 'город Алмалык', 'Almalyk City'],
      ['1727407', 'Angren shahri', 'город Ангрен', 'Angren City'],
      ['1727413', 'Bekobod shahri', 'город Бекабад', 'Bekabad City'],
      ['1727415', 'Ohangaron shahri', 'город Ахангаран', 'Akhangaran City'],
      ['1727419', 'Chirchiq shahri', 'город Чирчик', 'Chirchik City'],
      ['1727424', "Yangiyo'l shahri", 'город Янгиюль', 'Yangiyul City'],
      ['1727206', "Oqqo'rg'on tumani", 'Аккурганский район', 'Akkurgan District'],
      ['1727212', 'Ohangaron tumani', 'Ахангаранский район', 'Akhangaran District'],
      ['1727220', 'Bekobod tumani', 'Бекабадский район', 'Bekabad District'],
      ['1727224', "Bo'stonliq tumani", 'Бостанлыкский район', 'Bostanlyk District'],
      ['1727228', "Bo'ka tumani", 'Букинский район', 'Buka District'],
      ['1727233', 'Quyi Chirchiq tumani', 'Куйичирчикский район', 'Kuyichirchik District'],
      ['1727237', 'Zangiota tumani', 'Зангиатинский район', 'Zangiata District'],
      ['1727239', 'Yuqori Chirchiq tumani', 'Юкоричирчикский район', 'Yukorichirchik District'],
      ['1727248', 'Qibray tumani', 'Кибрайский район', 'Kibray District'],
      ['1727249', 'Parkent tumani', 'Паркентский район', 'Parkent District'],
      ['1727250', 'Piskent tumani', 'Пскентский район', 'Pskent District'],
      ['1727253', "O'rta Chirchiq tumani", 'Уртачирчикский район', 'Urtachirchik District'],
      ['1727256', 'Chinoz tumani', 'Чиназский район', 'Chinaz District'],
      ['1727259', "Yangiyo'l tumani", 'Янгиюльский район', 'Yangiyul District'],
      ['1727265', 'Toshkent tumani', 'Ташкентский район', 'Tashkent District'],
    ],
  },
  {
    soato: '1730',
    uz: "Farg'ona viloyati",
    ru: 'Ферганская область',
    en: 'Fergana Region',
    areas: [
      ['1730401', "Farg'ona shahri", 'город Фергана', 'Fergana City'],
      ['1730405', "Qo'qon shahri", 'город Коканд', 'Kokand City'],
      ['1730408', 'Quvasoy shahri', 'город Кувасай', 'Kuvasay City'],
      ['1730412', "Marg'ilon shahri", 'город Маргилан', 'Margilan City'],
      ['1730203', 'Oltiariq tumani', 'Алтыарыкский район', 'Altyaryk District'],
      ['1730206', "Qo'shtepa tumani", 'Куштепинский район', 'Kushtepa District'],
      ['1730209', "Bag'dod tumani", 'Багдадский район', 'Bagdad District'],
      ['1730212', 'Buvayda tumani', 'Бувайдинский район', 'Buvayda District'],
      ['1730215', 'Beshariq tumani', 'Бешарыкский район', 'Besharyk District'],
      ['1730218', 'Quva tumani', 'Кувинский район', 'Kuva District'],
      ['1730221', "Uchko'prik tumani", 'Учкуприкский район', 'Uchkuprik District'],
      ['1730224', 'Rishton tumani', 'Риштанский район', 'Rishtan District'],
      ['1730226', "So'x tumani", 'Сохский район', 'Sokh District'],
      ['1730227', 'Toshloq tumani', 'Ташлакский район', 'Tashlak District'],
      ['1730230', "O'zbekiston tumani", 'Узбекистанский район', 'Uzbekistan District'],
      ['1730233', "Farg'ona tumani", 'Ферганский район', 'Fergana District'],
      ['1730236', "Dang'ara tumani", 'Дангаринский район', 'Dangara District'],
      ['1730238', 'Furqat tumani', 'Фуркатский район', 'Furkat District'],
      ['1730242', 'Yozyovon tumani', 'Язъяванский район', 'Yazyavan District'],
    ],
  },
  {
    soato: '1733',
    uz: 'Xorazm viloyati',
    ru: 'Хорезмская область',
    en: 'Khorezm Region',
    areas: [
      ['1733401', 'Urganch shahri', 'город Ургенч', 'Urgench City'],
      ['1733406', 'Xiva shahri', 'город Хива', 'Khiva City'],
      ['1733204', "Bog'ot tumani", 'Багатский район', 'Bagat District'],
      ['1733208', 'Gurlan tumani', 'Гурленский район', 'Gurlen District'],
      ['1733212', "Qo'shko'pir tumani", 'Кошкупырский район', 'Koshkupyr District'],
      ['1733217', 'Urganch tumani', 'Ургенчский район', 'Urgench District'],
      ['1733220', 'Hazorasp tumani', 'Хазараспский район', 'Khazarasp District'],
      ['1733221', "Tuproqqal'a tumani", 'Тупроккалинский район', 'Tuprakkala District'],
      ['1733223', 'Xonqa tumani', 'Ханкинский район', 'Khanka District'],
      ['1733226', 'Xiva tumani', 'Хивинский район', 'Khiva District'],
      ['1733230', 'Shovot tumani', 'Шаватский район', 'Shavat District'],
      ['1733233', 'Yangiariq tumani', 'Янгиарыкский район', 'Yangiaryk District'],
      ['1733236', 'Yangibozor tumani', 'Янгибазарский район', 'Yangibazar District'],
    ],
  },
  {
    soato: '1726',
    uz: 'Toshkent shahri',
    ru: 'город Ташкент',
    en: 'Tashkent City',
    areas: [
      ['1726262', 'Uchtepa tumani', 'Учтепинский район', 'Uchtepa District'],
      ['1726264', 'Bektemir tumani', 'Бектемирский район', 'Bektemir District'],
      ['1726266', 'Yunusobod tumani', 'Юнусабадский район', 'Yunusabad District'],
      ['1726269', "Mirzo Ulug'bek tumani", 'Мирзо-Улугбекский район', 'Mirzo Ulugbek District'],
      ['1726273', 'Mirobod tumani', 'Мирабадский район', 'Mirabad District'],
      ['1726277', 'Shayxontohur tumani', 'Шайхантахурский район', 'Shaykhantakhur District'],
      ['1726280', 'Olmazor tumani', 'Алмазарский район', 'Almazar District'],
      ['1726283', 'Sergeli tumani', 'Сергелийский район', 'Sergeli District'],
      ['1726287', 'Yakkasaroy tumani', 'Яккасарайский район', 'Yakkasaray District'],
      ['1726290', 'Yashnobod tumani', 'Яшнабадский район', 'Yashnabad District'],
      ['1726292', 'Yangihayot tumani', 'Янгихаётский район', 'Yangihayot District'],
      ['1726294', 'Chilonzor tumani', 'Чиланзарский район', 'Chilanzar District'],
    ],
  },
];

/** District (tuman, 2xx) or region-subordinate city (shahar, 4xx), read from a 7-digit SOATO code. */
export function areaKindOf(soato: string): AreaKind {
  return soato.charAt(4) === '4' ? 'city' : 'district';
}

export const REGIONS: readonly RegionSeed[] = SOURCE.map((region, index) => ({
  id: Number(region.soato),
  soato: region.soato,
  name: { uz: region.uz, ru: region.ru, en: region.en },
  sortOrder: index + 1,
}));

/** Within a region: cities first, then districts, each in code order. */
export const AREAS: readonly AreaSeed[] = SOURCE.flatMap((region) =>
  [...region.areas]
    .sort((a, b) => areaKindOf(a[0]).localeCompare(areaKindOf(b[0])) || a[0].localeCompare(b[0]))
    .map(([soato, uz, ru, en], index) => ({
      id: Number(soato),
      regionId: Number(region.soato),
      soato,
      kind: areaKindOf(soato),
      name: { uz, ru, en },
      sortOrder: index + 1,
    })),
);
