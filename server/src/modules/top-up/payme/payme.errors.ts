/**
 * Payme Merchant API errors: the code and a message in the three languages Payme shows to the
 * payer. Every answer is HTTP 200; the error travels in the JSON-RPC body.
 */
export interface LocalizedMessage {
  ru: string;
  uz: string;
  en: string;
}

export const PAYME_ERRORS = {
  PARSE_ERROR: {
    code: -32700,
    message: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xatolik', en: 'Parse error' },
  },
  INVALID_REQUEST: {
    code: -32600,
    message: {
      ru: 'Неверный запрос: нет обязательных полей или неверные типы',
      uz: "Noto'g'ri so'rov: majburiy maydonlar yo'q yoki turlari noto'g'ri",
      en: 'Invalid request: required fields are missing or have wrong types',
    },
  },
  METHOD_NOT_FOUND: {
    code: -32601,
    message: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  },
  INSUFFICIENT_PRIVILEGE: {
    code: -32504,
    message: {
      ru: 'Недостаточно привилегий для выполнения метода',
      uz: 'Metodni bajarish uchun huquq yetarli emas',
      en: 'Insufficient privilege to perform this method',
    },
  },
  SYSTEM_ERROR: {
    code: -32400,
    message: { ru: 'Системная ошибка', uz: 'Tizim xatoligi', en: 'System error' },
  },
  WRONG_AMOUNT: {
    code: -31001,
    message: { ru: 'Неверная сумма', uz: "Summa noto'g'ri", en: 'Wrong amount' },
  },
  TRANSACTION_NOT_FOUND: {
    code: -31003,
    message: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  },
  CANNOT_CANCEL: {
    code: -31007,
    message: {
      ru: 'Невозможно отменить транзакцию: средства уже использованы',
      uz: "Tranzaksiyani bekor qilib bo'lmaydi: mablag' ishlatib bo'lingan",
      en: 'The transaction cannot be cancelled: the money has been spent',
    },
  },
  CANNOT_PERFORM: {
    code: -31008,
    message: {
      ru: 'Невозможно выполнить операцию',
      uz: "Amalni bajarib bo'lmaydi",
      en: 'The operation cannot be performed',
    },
  },
  ACCOUNT_NOT_FOUND: {
    code: -31050,
    message: { ru: 'Лицевой счёт не найден', uz: 'Hisob topilmadi', en: 'Account not found' },
  },
  ACCOUNT_BUSY: {
    code: -31099,
    message: {
      ru: 'По этому счёту уже идёт другой платёж',
      uz: "Bu hisob bo'yicha boshqa to'lov amalga oshirilmoqda",
      en: 'Another payment for this account is in progress',
    },
  },
} as const satisfies Record<string, { code: number; message: LocalizedMessage }>;

export type PaymeErrorName = keyof typeof PAYME_ERRORS;

/** Thrown inside a method; the endpoint answers it as `{error: {code, message, data}}`. */
export class PaymeError extends Error {
  readonly code: number;
  readonly localized: LocalizedMessage;

  constructor(
    name: PaymeErrorName,
    readonly data?: string,
  ) {
    super(name);
    this.name = 'PaymeError';
    this.code = PAYME_ERRORS[name].code;
    this.localized = PAYME_ERRORS[name].message;
  }
}
