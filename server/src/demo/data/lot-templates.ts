/**
 * What the demo and benchmark catalogues sell: for each property category, names in Uzbek (Latin,
 * ASCII apostrophe) and Russian that make sense for it, the picture group drawn for it under
 * server/static/lots/, a start price range in sums and whether it is sold or let.
 */
export interface LotTemplate {
  uz: string;
  ru: string;
  en: string;
}

export interface CategoryTemplates {
  categoryId: number;
  /** Pictures: /static/lots/<photo>-1.svg .. -3.svg */
  photo: string;
  /** Start price range in whole sums. */
  minSums: number;
  maxSums: number;
  propertyType: 'ownership' | 'rent';
  names: LotTemplate[];
}

export const LOT_PHOTO_VARIANTS = 3;

export const CATEGORY_TEMPLATES: readonly CategoryTemplates[] = [
  {
    categoryId: 1,
    photo: 'building',
    minSums: 300_000_000,
    maxSums: 5_000_000_000,
    propertyType: 'ownership',
    names: [
      {
        uz: "Ko'p qavatli uy qurilishi uchun obyekt",
        ru: 'Объект под строительство многоэтажного дома',
        en: 'Site for an apartment block',
      },
      { uz: 'Yotoqxona binosi', ru: 'Здание общежития', en: 'Dormitory building' },
    ],
  },
  {
    categoryId: 2,
    photo: 'apartment',
    minSums: 250_000_000,
    maxSums: 1_500_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Ikki xonali kvartira', ru: 'Двухкомнатная квартира', en: 'Two-room apartment' },
      { uz: 'Uch xonali kvartira', ru: 'Трёхкомнатная квартира', en: 'Three-room apartment' },
      { uz: 'Bir xonali kvartira', ru: 'Однокомнатная квартира', en: 'One-room apartment' },
      {
        uz: "To'rt xonali kvartira, ta'mirlangan",
        ru: 'Четырёхкомнатная квартира с ремонтом',
        en: 'Four-room apartment, renovated',
      },
    ],
  },
  {
    categoryId: 3,
    photo: 'house',
    minSums: 400_000_000,
    maxSums: 3_000_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Hovlili xususiy uy', ru: 'Частный дом с двором', en: 'House with a yard' },
      { uz: 'Ikki qavatli turar-joy uyi', ru: 'Двухэтажный жилой дом', en: 'Two-storey house' },
      { uz: "Bog' hovli", ru: 'Дача с садом', en: 'Country house with a garden' },
    ],
  },
  {
    categoryId: 4,
    photo: 'land',
    minSums: 50_000_000,
    maxSums: 2_000_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Yer uchastkasi, 6 sotix', ru: 'Земельный участок, 6 соток', en: 'Land plot, 600 m²' },
      {
        uz: "Qishloq xo'jaligi yer maydoni, 10 gektar",
        ru: 'Сельскохозяйственный участок, 10 га',
        en: 'Farmland, 10 ha',
      },
      { uz: 'Qurilish uchun yer uchastkasi', ru: 'Участок под застройку', en: 'Building plot' },
    ],
  },
  {
    categoryId: 5,
    photo: 'building',
    minSums: 200_000_000,
    maxSums: 4_000_000_000,
    propertyType: 'rent',
    names: [
      { uz: "Savdo do'koni binosi", ru: 'Здание магазина', en: 'Shop building' },
      { uz: 'Ofis binosi', ru: 'Офисное здание', en: 'Office building' },
      { uz: "G'alla ombori", ru: 'Зерновой склад', en: 'Grain warehouse' },
      { uz: 'Choyxona binosi', ru: 'Здание чайханы', en: 'Teahouse building' },
    ],
  },
  {
    categoryId: 6,
    photo: 'car',
    minSums: 30_000_000,
    maxSums: 300_000_000,
    propertyType: 'ownership',
    names: [{ uz: 'Isuzu avtobusi', ru: 'Автобус Isuzu', en: 'Isuzu bus' }],
  },
  {
    categoryId: 7,
    photo: 'car',
    minSums: 60_000_000,
    maxSums: 350_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Chevrolet Nexia 3 avtomobili', ru: 'Автомобиль Chevrolet Nexia 3', en: 'Chevrolet Nexia 3 car' },
      { uz: 'Chevrolet Cobalt avtomobili', ru: 'Автомобиль Chevrolet Cobalt', en: 'Chevrolet Cobalt car' },
      { uz: 'Chevrolet Malibu avtomobili', ru: 'Автомобиль Chevrolet Malibu', en: 'Chevrolet Malibu car' },
      { uz: 'Damas mikroavtobusi', ru: 'Микроавтобус Damas', en: 'Damas minivan' },
      { uz: 'Chevrolet Spark avtomobili', ru: 'Автомобиль Chevrolet Spark', en: 'Chevrolet Spark car' },
    ],
  },
  {
    categoryId: 8,
    photo: 'truck',
    minSums: 150_000_000,
    maxSums: 900_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Isuzu yuk avtomobili', ru: 'Грузовой автомобиль Isuzu', en: 'Isuzu truck' },
      { uz: 'KamAZ samosvali', ru: 'Самосвал КамАЗ', en: 'KamAZ dump truck' },
      { uz: 'Labo yuk mashinasi', ru: 'Грузовик Labo', en: 'Labo pickup' },
    ],
  },
  {
    categoryId: 9,
    photo: 'machinery',
    minSums: 200_000_000,
    maxSums: 1_500_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Ekskavator JCB', ru: 'Экскаватор JCB', en: 'JCB excavator' },
      { uz: 'Avtokran', ru: 'Автокран', en: 'Mobile crane' },
      { uz: 'Buldozer', ru: 'Бульдозер', en: 'Bulldozer' },
    ],
  },
  {
    categoryId: 10,
    photo: 'tractor',
    minSums: 80_000_000,
    maxSums: 800_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Traktor MTZ-80', ru: 'Трактор МТЗ-80', en: 'MTZ-80 tractor' },
      { uz: 'Paxta terish mashinasi', ru: 'Хлопкоуборочная машина', en: 'Cotton harvester' },
      { uz: "G'alla o'rish kombayni", ru: 'Зерноуборочный комбайн', en: 'Grain combine' },
    ],
  },
  {
    categoryId: 11,
    photo: 'equipment',
    minSums: 10_000_000,
    maxSums: 400_000_000,
    propertyType: 'ownership',
    names: [
      { uz: "Tikuv uskunalari to'plami", ru: 'Комплект швейного оборудования', en: 'Sewing equipment set' },
      { uz: 'Non pishirish tandiri', ru: 'Хлебопекарная печь', en: 'Bakery oven' },
      { uz: 'Dizel generator', ru: 'Дизельный генератор', en: 'Diesel generator' },
    ],
  },
  {
    categoryId: 12,
    photo: 'electronics',
    minSums: 1_000_000,
    maxSums: 40_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Noutbuklar, 10 dona', ru: 'Ноутбуки, 10 штук', en: 'Laptops, 10 pieces' },
      { uz: 'Televizor Samsung', ru: 'Телевизор Samsung', en: 'Samsung TV' },
      { uz: 'Mobil telefonlar partiyasi', ru: 'Партия мобильных телефонов', en: 'Batch of mobile phones' },
    ],
  },
  {
    categoryId: 13,
    photo: 'furniture',
    minSums: 1_000_000,
    maxSums: 30_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Ofis mebeli', ru: 'Офисная мебель', en: 'Office furniture' },
      { uz: "Yotoqxona mebeli to'plami", ru: 'Спальный гарнитур', en: 'Bedroom set' },
    ],
  },
  {
    categoryId: 14,
    photo: 'jewellery',
    minSums: 5_000_000,
    maxSums: 200_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Oltin uzuk', ru: 'Золотое кольцо', en: 'Gold ring' },
      { uz: "Oltin taqinchoqlar to'plami", ru: 'Набор золотых украшений', en: 'Gold jewellery set' },
    ],
  },
  {
    categoryId: 15,
    photo: 'other',
    minSums: 1_000_000,
    maxSums: 100_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Musodara qilingan mollar', ru: 'Конфискованные товары', en: 'Confiscated goods' },
      { uz: 'Musodara qilingan avtomobil', ru: 'Конфискованный автомобиль', en: 'Confiscated car' },
    ],
  },
  {
    categoryId: 16,
    photo: 'shares',
    minSums: 50_000_000,
    maxSums: 5_000_000_000,
    propertyType: 'ownership',
    names: [
      {
        uz: 'Aksiyadorlik jamiyati aksiyalari',
        ru: 'Акции акционерного общества',
        en: 'Shares of a joint-stock company',
      },
      { uz: 'MChJ ustav kapitalidagi ulush', ru: 'Доля в уставном капитале ООО', en: 'Stake in an LLC' },
    ],
  },
  {
    categoryId: 17,
    photo: 'other',
    minSums: 1_000_000,
    maxSums: 50_000_000,
    propertyType: 'ownership',
    names: [
      { uz: 'Qurilish materiallari', ru: 'Строительные материалы', en: 'Building materials' },
      { uz: 'Metall qoldiqlari', ru: 'Металлолом', en: 'Scrap metal' },
    ],
  },
];

/** The picture paths of a category's group. */
export function photosOf(template: CategoryTemplates): string[] {
  return Array.from({ length: LOT_PHOTO_VARIANTS }, (_, k) => `/static/lots/${template.photo}-${k + 1}.svg`);
}
