/**
 * Contracts of the customer's service contracts with the platform operator ("operator contracts";
 * docs/decisions.md "Operator contracts"), signed with the same e-signature as the public offer.
 * Times are ISO UTC.
 *
 *   GET  service-contracts                  the caller's contracts and the version in force (sellers)
 *   GET  service-contracts/text             the version in force in the caller's language, to sign
 *   POST service-contracts/sign {version, cms}  the signed contract: a new contract with its number
 *   GET  service-contracts/pdf?number=      the signed contract as a PDF (its owner and operators)
 *   GET  service-contracts/check?number=    the public check of a number (the /check-contract page the PDF's QR opens)
 *   GET  operator/service-contracts?user_id= | ?order_id=  a customer's contracts (operators)
 */
import { z } from 'zod';
import { SERVICE_CONTRACT_STATUSES } from '../../domain/service-contract/contract';
import { LANGUAGES } from '../../i18n/languages';
import { text } from '../text';
import { SELLERS, OPERATORS, type ApiGroup } from '../call';
import { agreeBodySchema, ESIGN_MODES } from './consent';

const idSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
const numberSchema = text()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/);

/** One signed contract in a list. */
export const serviceContractSchema = z.object({
  number: z.string(),
  version: z.string(),
  title: z.string(),
  /** esign: signed with a key; seed: given by the demo or a test fixture without a signature. */
  source: z.enum(['esign', 'seed']),
  lang: z.enum(LANGUAGES),
  /** in_force: its version is the one in force; superseded: a newer version came into force. */
  status: z.enum(SERVICE_CONTRACT_STATUSES),
  signed_at: z.string(),
  cert_serial: z.string().nullable(),
  cert_subject: z.string().nullable(),
  cert_issuer: z.string().nullable(),
  /** The PDF's path (its owner and operators may open it). */
  pdf_url: z.string(),
});
export type ServiceContract = z.infer<typeof serviceContractSchema>;

/** GET service-contracts */
export const serviceContractsAnswerSchema = z.object({
  /** The version in force (null: none published) and whether the caller has signed it. */
  in_force: z.object({ version: z.string(), title: z.string(), signed: z.boolean() }).nullable(),
  items: z.array(serviceContractSchema),
});
export type ServiceContractsAnswer = z.infer<typeof serviceContractsAnswerSchema>;

/** GET service-contracts/text */
export const serviceContractTextSchema = z.object({
  version: z.string(),
  effective_at: z.string(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  /** Exactly what is signed (the server compares it byte for byte). */
  text: z.string(),
  esign_mode: z.enum(ESIGN_MODES),
  signed: z.boolean(),
});
export type ServiceContractText = z.infer<typeof serviceContractTextSchema>;

/** POST service-contracts/sign: the version read and the CMS, as the offer's agree takes them. */
export const signServiceContractBodySchema = z.object({
  version: agreeBodySchema.shape.offer_version,
  cms: agreeBodySchema.shape.cms,
});
export type SignServiceContractBody = z.infer<typeof signServiceContractBodySchema>;

export const serviceContractNumberQuerySchema = z.object({ number: numberSchema });
export type ServiceContractNumberQuery = z.output<typeof serviceContractNumberQuerySchema>;

/** GET service-contracts/check: what anyone may learn of a number (ids masked). */
export const serviceContractCheckSchema = z.object({
  number: z.string(),
  version: z.string(),
  status: z.enum(SERVICE_CONTRACT_STATUSES),
  signed_at: z.string(),
  /** The customer's name as the contract names them. */
  customer_name: z.string(),
  /** The PINFL or STIR, all but the last 4 digits masked. */
  customer_id: z.string().nullable(),
  cert_serial: z.string().nullable(),
});
export type ServiceContractCheck = z.infer<typeof serviceContractCheckSchema>;

/** GET operator/service-contracts: by the customer's user id or by one of their orders. */
export const operatorServiceContractsQuerySchema = z
  .object({ user_id: idSchema.optional(), order_id: idSchema.optional() })
  .refine((query) => (query.user_id === undefined) !== (query.order_id === undefined), {
    message: 'give user_id or order_id, one of them',
  });
export type OperatorServiceContractsQuery = z.output<typeof operatorServiceContractsQuerySchema>;

export const operatorServiceContractsAnswerSchema = z.object({
  user_id: z.string(),
  customer_name: z.string(),
  items: z.array(serviceContractSchema),
});
export type OperatorServiceContractsAnswer = z.infer<typeof operatorServiceContractsAnswerSchema>;

const SIGN_ERRORS = [
  'ESIGN_NO_TAX_ID',
  'ESIGN_BAD_SIGNATURE',
  'ESIGN_CERT_EXPIRED',
  'ESIGN_UNKNOWN_CA',
  'ESIGN_WRONG_DOCUMENT',
  'ESIGN_WRONG_OWNER',
  'SERVICE_CONTRACT_SIGNED',
] as const;

export const serviceContractsApi = {
  tag: 'service-contracts',
  description: `The customer's service contracts with the platform operator ("operator contracts" in the cabinet; docs/decisions.md "Operator contracts"). The texts are versioned as the public offer's are (\`service_contract_versions\`); a customer signs the version in force with the same e-signature and the same checks as the offer (\`server/src/modules/consent/esign/\`), and each signature is a contract numbered \`SC-<year>-<seq>\` (the Tashkent year of signing, counted from 1 each year). Signing is not a gate: sending an order asks for the public offer's consent only. Answers are \`no-store\`.`,
  calls: {
    'GET /api/shop/service-contracts': {
      summary: "The caller's contracts, newest first, and the version in force",
      auth: SELLERS,
      answer: serviceContractsAnswerSchema,
    },
    'GET /api/shop/service-contracts/text': {
      summary: "The version in force in the caller's language: exactly what is signed",
      auth: SELLERS,
      answer: serviceContractTextSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/service-contracts/sign': {
      summary: 'Sign the version in force: a CMS SignedData, base64, the text attached, one signer',
      description: `The checks and errors of \`consent/buyer/agree\`; a newer version published meanwhile, or a text that is not the version in force in one of the languages, is \`ESIGN_WRONG_DOCUMENT\`; the version signed already: \`SERVICE_CONTRACT_SIGNED\` (409). Answers the new contract (201).`,
      auth: SELLERS,
      body: signServiceContractBodySchema,
      status: 201,
      answer: serviceContractSchema,
      errors: SIGN_ERRORS,
    },
    'GET /api/shop/service-contracts/pdf': {
      summary: 'A signed contract as a PDF',
      description: `\`Content-Disposition: inline; filename="SC-….pdf"\`: the text signed, the parties, the number and date, the signature's certificate and a QR code of the public check. Made on each request. Its owner and operators only: anyone else's number is 404, as an unknown one.`,
      auth: 'user',
      query: serviceContractNumberQuerySchema,
      answer: { media: 'application/pdf', description: 'The contract in the language it was signed in.' },
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/service-contracts/check': {
      summary: "The public check of a contract's number (the /check-contract page the PDF's QR code opens)",
      description: `Anyone may ask; the customer's PINFL or STIR masked but its last 4 digits; an unknown number 404.`,
      auth: 'guest',
      query: serviceContractNumberQuerySchema,
      answer: serviceContractCheckSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/operator/service-contracts': {
      summary: "A customer's contracts, by user or by one of their orders (operators)",
      description: `\`?user_id=\` or \`?order_id=\` (the order's customer); an unknown user or order 404.`,
      auth: OPERATORS,
      query: operatorServiceContractsQuerySchema,
      answer: operatorServiceContractsAnswerSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
