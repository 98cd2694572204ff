/**
 * Payment providers shown in the footer (docs/product.md section 3: id, name, url, logo) and used to top up
 * the balance. `logo` is a file of server/static/payments, served at /static/payments/<logo>: a
 * plain word mark of our own in the provider's usual colour, not the provider's artwork.
 */
export interface PaymentProviderSeed {
  id: number;
  code: string;
  name: string;
  url: string;
  logo: string;
  sortOrder: number;
  active: boolean;
}

const SOURCE: readonly Pick<PaymentProviderSeed, 'id' | 'code' | 'name' | 'url'>[] = [
  { id: 1, code: 'click', name: 'Click', url: 'https://click.uz' },
  { id: 2, code: 'payme', name: 'Payme', url: 'https://payme.uz' },
  { id: 3, code: 'uzum', name: 'Uzum', url: 'https://uzumbank.uz' },
  { id: 4, code: 'paynet', name: 'Paynet', url: 'https://paynet.uz' },
  { id: 5, code: 'upay', name: 'Upay', url: 'https://upay.uz' },
  { id: 6, code: 'uzcard', name: 'Uzcard', url: 'https://uzcard.uz' },
  { id: 7, code: 'humo', name: 'Humo', url: 'https://humocard.uz' },
];

export const PAYMENT_PROVIDERS: readonly PaymentProviderSeed[] = SOURCE.map((provider, index) => ({
  ...provider,
  logo: `${provider.code}.svg`,
  sortOrder: index + 1,
  active: true,
}));
