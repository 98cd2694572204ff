/**
 * The seller as the Russian results protocol names it. An order keeps its customer's name once, as
 * typed in Latin letters (docs/product.md section 5), so it is Uzbek: '"Toshkent Savdo" MChJ'. The
 * Russian document says the legal form in Russian, before the name as Russian writes it
 * ('ООО "Toshkent Savdo"'), and names the state bodies that sell most by their Russian names. A
 * person's name, or a name the rules do not know, is printed as it is: it is a name, not a text to
 * translate.
 */
const STATE_BODIES_RU: Record<string, string> = {
  'davlat aktivlarini boshqarish agentligi': 'Агентство по управлению государственными активами',
  'majburiy ijro byurosi': 'Бюро принудительного исполнения',
  "o'zbekiston respublikasi moliya vazirligi": 'Министерство финансов Республики Узбекистан',
  "davlat soliq qo'mitasi": 'Государственный налоговый комитет',
};

/** Uzbek abbreviations of legal forms, and the Russian ones they stand for. */
const LEGAL_FORMS_RU: [RegExp, string][] = [
  [/^(.*\S)\s+MChJ$/i, 'ООО'],
  [/^(.*\S)\s+XK$/i, 'ЧП'],
  [/^(.*\S)\s+QK$/i, 'СП'],
  [/^(.*\S)\s+DUK$/i, 'ГУП'],
  [/^(.*\S)\s+AJ$/i, 'АО'],
];

export function sellerNameIn(lang: 'uz' | 'ru', name: string): string {
  if (lang !== 'ru') return name;
  const trimmed = name.trim();
  const key = trimmed
    .toLowerCase()
    .replace(/[ʻʼ’‘`]/g, "'")
    .replace(/\s+/g, ' ');
  const body = STATE_BODIES_RU[key];
  if (body) return body;
  for (const [pattern, form] of LEGAL_FORMS_RU) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return `${form} ${match[1]}`;
  }
  return name;
}
