import { describe, expect, it } from 'vitest';
import { sellerNameIn } from './seller-name';

describe('sellerNameIn', () => {
  it.each([
    ['ru', '"Toshkent Savdo" MChJ', 'ООО "Toshkent Savdo"'],
    ['ru', '"Agro Servis Farg\'ona" AJ', 'АО "Agro Servis Farg\'ona"'],
    ['ru', '"Samarqand Avto" mchj', 'ООО "Samarqand Avto"'],
    ['ru', '"Baraka" XK', 'ЧП "Baraka"'],
    ['ru', 'Davlat aktivlarini boshqarish agentligi', 'Агентство по управлению государственными активами'],
    ['ru', '  Majburiy  ijro byurosi ', 'Бюро принудительного исполнения'],
    ['ru', 'Karimov Anvar Shavkatovich', 'Karimov Anvar Shavkatovich'],
    ['ru', 'MChJ', 'MChJ'],
    ['uz', '"Toshkent Savdo" MChJ', '"Toshkent Savdo" MChJ'],
    ['uz', 'Davlat aktivlarini boshqarish agentligi', 'Davlat aktivlarini boshqarish agentligi'],
  ] as const)('%s: %s -> %s', (lang, name, shown) => {
    expect(sellerNameIn(lang, name)).toBe(shown);
  });
});
