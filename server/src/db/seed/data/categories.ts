/**
 * Property categories of the catalogue: two groups (real estate, vehicles) with their kinds, and
 * the other kinds of property sold on Uzbek e-auction platforms (state and confiscated property,
 * shares, agricultural goods...). A lot or an order points at a leaf or at a group.
 *
 * `icon` is a file of server/static/categories, served at /static/categories/<icon>: a 24x24
 * stroke drawing in currentColor, so it takes the colour of the text around it.
 */
import type { LocalizedName } from './regions';

export interface CategorySeed {
  id: number;
  code: string;
  parentId: number | null;
  icon: string;
  name: LocalizedName;
  sortOrder: number;
}

type CategorySource = Omit<CategorySeed, 'icon' | 'sortOrder'>;

const SOURCE: readonly CategorySource[] = [
  {
    id: 1,
    code: 'real_estate',
    parentId: null,
    name: { uz: "Ko'chmas mulk", ru: 'Недвижимость', en: 'Real estate' },
  },
  { id: 2, code: 'apartments', parentId: 1, name: { uz: 'Kvartiralar', ru: 'Квартиры', en: 'Apartments' } },
  { id: 3, code: 'houses', parentId: 1, name: { uz: 'Xususiy uylar', ru: 'Частные дома', en: 'Houses' } },
  {
    id: 4,
    code: 'land_plots',
    parentId: 1,
    name: { uz: 'Yer uchastkalari', ru: 'Земельные участки', en: 'Land plots' },
  },
  {
    id: 5,
    code: 'non_residential',
    parentId: 1,
    name: { uz: 'Noturar joylar', ru: 'Нежилые помещения', en: 'Non-residential premises' },
  },
  {
    id: 6,
    code: 'vehicles',
    parentId: null,
    name: { uz: 'Transport vositalari', ru: 'Транспортные средства', en: 'Vehicles' },
  },
  {
    id: 7,
    code: 'cars',
    parentId: 6,
    name: { uz: 'Yengil avtomobillar', ru: 'Легковые автомобили', en: 'Cars' },
  },
  {
    id: 8,
    code: 'trucks',
    parentId: 6,
    name: { uz: 'Yuk avtomobillari', ru: 'Грузовые автомобили', en: 'Trucks' },
  },
  {
    id: 9,
    code: 'special_machinery',
    parentId: 6,
    name: { uz: 'Maxsus texnika', ru: 'Спецтехника', en: 'Special machinery' },
  },
  {
    id: 10,
    code: 'agriculture',
    parentId: null,
    name: { uz: "Qishloq xo'jaligi", ru: 'Сельское хозяйство', en: 'Agriculture' },
  },
  {
    id: 11,
    code: 'equipment',
    parentId: null,
    name: { uz: 'Asbob-uskunalar', ru: 'Оборудование', en: 'Equipment' },
  },
  {
    id: 12,
    code: 'electronics',
    parentId: null,
    name: {
      uz: 'Elektronika va maishiy texnika',
      ru: 'Электроника и бытовая техника',
      en: 'Electronics and appliances',
    },
  },
  { id: 13, code: 'furniture', parentId: null, name: { uz: 'Mebel', ru: 'Мебель', en: 'Furniture' } },
  {
    id: 14,
    code: 'jewellery',
    parentId: null,
    name: {
      uz: 'Zargarlik buyumlari va qimmatbaho metallar',
      ru: 'Ювелирные изделия и драгоценные металлы',
      en: 'Jewellery and precious metals',
    },
  },
  {
    id: 15,
    code: 'confiscated',
    parentId: null,
    name: { uz: 'Musodara qilingan mol-mulk', ru: 'Конфискованное имущество', en: 'Confiscated property' },
  },
  {
    id: 16,
    code: 'shares',
    parentId: null,
    name: { uz: 'Aksiyalar va ulushlar', ru: 'Акции и доли', en: 'Shares and stakes' },
  },
  {
    id: 17,
    code: 'other',
    parentId: null,
    name: { uz: 'Boshqa mol-mulk', ru: 'Прочее имущество', en: 'Other property' },
  },
];

export const CATEGORIES: readonly CategorySeed[] = SOURCE.map((category, index) => ({
  ...category,
  icon: `${category.code}.svg`,
  sortOrder: index + 1,
}));
