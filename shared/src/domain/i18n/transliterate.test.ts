import { describe, expect, it } from 'vitest';
import { APOSTROPHES, normalizeApostrophes, transliterate } from './transliterate';

describe('transliterate (Uzbek Latin -> Cyrillic)', () => {
  it.each([
    // o' and g' (and the same with every apostrophe form)
    ["o'zbek", 'ўзбек'],
    ["O'zbekiston Respublikasi", 'Ўзбекистон Республикаси'],
    ["Farg'ona viloyati", 'Фарғона вилояти'],
    ["g'olib", 'ғолиб'],
    ["tog' va bog'", 'тоғ ва боғ'],
    ["Qo'ng'irot", 'Қўнғирот'],
    ['Oʻzbekiston', 'Ўзбекистон'],
    ['Oʼzbekiston', 'Ўзбекистон'],
    ['O‘zbekiston', 'Ўзбекистон'],
    ['O’zbekiston', 'Ўзбекистон'],
    ['O`zbekiston', 'Ўзбекистон'],
    ['gʻalaba', 'ғалаба'],
    // the tutuq belgisi
    ["ma'lumot", 'маълумот'],
    ['maʼlumot', 'маълумот'],
    ["e'lon", 'эълон'],
    ["she'r", 'шеър'],
    ["Ellikqal'a", 'Элликқалъа'],
    ["Is'hoq", 'Исҳоқ'],
    // sh, ch, ng
    ['shahar', 'шаҳар'],
    ['choy', 'чой'],
    ['Shayxontohur', 'Шайхонтоҳур'],
    ['Chilonzor', 'Чилонзор'],
    ['yangi', 'янги'],
    ['Angren', 'Ангрен'],
    ['mingta', 'мингта'],
    // ts: loanwords only, native t+s stays тс
    ['politsiya', 'полиция'],
    ['protsent', 'процент'],
    ['litsenziya', 'лицензия'],
    ['tsex', 'цех'],
    ['ketsa', 'кетса'],
    ['bitsin', 'битсин'],
    ['otsiz', 'отсиз'],
    ['aksiya', 'акция'],
    ['auksion', 'аукцион'],
    ['stansiya', 'станция'],
    ['pensiya', 'пенсия'],
    // yo, yu, ya, ye
    ['yoz', 'ёз'],
    ["yo'l", 'йўл'],
    ["yo'q", 'йўқ'],
    ['Yozyovon', 'Ёзёвон'],
    ['Boyovut', 'Боёвут'],
    ['yuz', 'юз'],
    ['Yunusobod', 'Юнусобод'],
    ['dunyo', 'дунё'],
    ['yashil', 'яшил'],
    ['Yakkasaroy', 'Яккасарой'],
    ['yer', 'ер'],
    ['Yevropa', 'Европа'],
    ['Yangiyer', 'Янгиер'],
    ['qayerda', 'қаерда'],
    ['poyezd', 'поезд'],
    ['obyekt', 'объект'],
    ['subyekti', 'субъекти'],
    ['kuryer', 'курьер'],
    // e / э
    ['eshik', 'эшик'],
    ['elektron pochta', 'электрон почта'],
    ['poema', 'поэма'],
    ['Sergeli', 'Сергели'],
    ['Uchtepa', 'Учтепа'],
    // capitals and Title Case
    ['SHAHAR', 'ШАҲАР'],
    ['Shahar', 'Шаҳар'],
    ['CHOY', 'ЧОЙ'],
    ['Choy', 'Чой'],
    ["MA'LUMOT", 'МАЪЛУМОТ'],
    ["O'ZBEKISTON", 'ЎЗБЕКИСТОН'],
    ['YANGI', 'ЯНГИ'],
    ['OBYEKT', 'ОБЪЕКТ'],
    // loanword exceptions
    ['yanvar', 'январь'],
    ['Sentabrda', 'Сентябрьда'],
    ['parolni', 'парольни'],
    ['avtomobillar', 'автомобильлар'],
    ['avtomobili', 'автомобили'],
    ['profilaktika', 'профилактика'],
    ['kompyuter', 'компьютер'],
    // whole phrases
    ["Ro'yxatdan o'tish", 'Рўйхатдан ўтиш'],
    ["Mirzo Ulug'bek tumani", 'Мирзо Улуғбек тумани'],
    ["Ko'chmas mulk obyektlari", 'Кўчмас мулк объектлари'],
    ["To'lov muvaffaqiyatli amalga oshirildi.", 'Тўлов муваффақиятли амалга оширилди.'],
  ])('%s -> %s', (latin, cyrillic) => {
    expect(transliterate(latin)).toBe(cyrillic);
  });

  it.each([
    ['{{count}} ta lot', '{{count}} та лот'],
    ['Salom, {{- name}}!', 'Салом, {{- name}}!'],
    ['$t(common:yes) deb bosing', '$t(common:yes) деб босинг'],
    ['{name} savdoda', '{name} савдода'],
    [
      '<a href="/help/shartlar" class="link">Shartlar</a>',
      '<a href="/help/shartlar" class="link">Шартлар</a>',
    ],
    ['Batafsil:&nbsp;yordam', 'Батафсил:&nbsp;ёрдам'],
    ['Sayt: https://e-auksion.uz/lot?id=12.', 'Сайт: https://e-auksion.uz/lot?id=12.'],
    ["Manzil: www.kimoshdi.uz/yordam, so'rov", 'Манзил: www.kimoshdi.uz/yordam, сўров'],
    ['click.uz orqali', 'click.uz орқали'],
    ['Pochta: support@kimoshdi.uz', 'Почта: support@kimoshdi.uz'],
    ['Payme, Click, Uzum, Paynet, Upay, Uzcard va Humo', 'Payme, Click, Uzum, Paynet, Upay, Uzcard ва Humo'],
    ['OneID orqali kirish', 'OneID орқали кириш'],
    ['Narx UZS da, SMS-kod va QR-kod', 'Нарх UZS да, SMS-код ва QR-код'],
    ['E-auksion va Kimoshdi ID', 'E-auksion ва Kimoshdi ID'],
    ['Vaqt GMT+5', 'Вақт GMT+5'],
    ['SMS va e-mail orqali', 'SMS ва e-mail орқали'],
    [
      'iPhone va iPad, Chrome, Safari yoki Microsoft Edge',
      'iPhone ва iPad, Chrome, Safari ёки Microsoft Edge',
    ],
  ])('leaves protected parts of %j alone', (latin, cyrillic) => {
    expect(transliterate(latin)).toBe(cyrillic);
  });

  it('keeps a Latin word with an Uzbek suffix Latin and transliterates the suffix', () => {
    expect(transliterate('e-mailingizga yuboriladi')).toBe('e-mailингизга юборилади');
    expect(transliterate('Kimoshdining foydalanuvchisi')).toBe('Kimoshdiнинг фойдаланувчиси');
    expect(transliterate("Payme'da to'lash")).toBe("Payme'да тўлаш");
    expect(transliterate('Humoyun va Humo')).toBe('Ҳумоюн ва Humo');
    expect(transliterate('Clickbait')).toBe('Цлицкбаит');
  });

  it('keeps quotes that are not inside a word', () => {
    expect(transliterate("'Avto' savdosi")).toBe("'Авто' савдоси");
    expect(transliterate('“Kimoshdi” platformasi')).toBe('“Kimoshdi” платформаси');
  });

  it('passes Cyrillic, digits and punctuation through', () => {
    expect(transliterate('Лот № 125 — 12 500 000,00')).toBe('Лот № 125 — 12 500 000,00');
    expect(transliterate('')).toBe('');
  });

  it('treats every apostrophe form as the same mark', () => {
    for (const mark of APOSTROPHES) {
      expect(transliterate(`So${mark}m, ma${mark}lumot, bog${mark}`)).toBe('Сўм, маълумот, боғ');
    }
  });

  it('makes ts configurable', () => {
    expect(transliterate('politsiya ketsa', { ts: 'never' })).toBe('политсия кетса');
    expect(transliterate('politsiya ketsa', { ts: 'always' })).toBe('полиция кеца');
  });

  it('accepts extra Latin words', () => {
    expect(transliterate('Beeline orqali', { keepLatin: ['Beeline'] })).toBe('Beeline орқали');
    expect(transliterate('Beeline orqali')).toBe('Беэлине орқали');
  });
});

describe('normalizeApostrophes', () => {
  it.each([
    ["O'zbekiston", 'Oʻzbekiston'],
    ['G`arb', 'Gʻarb'],
    ['so‘m', 'soʻm'],
    ['so’m', 'soʻm'],
    ["ma'lumot", 'maʼlumot'],
    ['ta‘lim', 'taʼlim'],
    ['maʻlumot', 'maʼlumot'],
    ['oʻgʻil', 'oʻgʻil'],
    ['san`at', 'sanʼat'],
  ])('%s -> %s', (input, output) => {
    expect(normalizeApostrophes(input)).toBe(output);
  });

  it('makes every spelling of a word compare equal', () => {
    const spellings = APOSTROPHES.map((m) => normalizeApostrophes(`To${m}lov ma${m}lumoti`));
    expect(new Set(spellings)).toEqual(new Set(['Toʻlov maʼlumoti']));
  });
});
