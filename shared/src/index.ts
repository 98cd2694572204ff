export * from './errors';
export * from './i18n/languages';
export * from './api/shop/common';
export * from './api/shop/dictionaries';
export * from './domain/time/tashkent';
