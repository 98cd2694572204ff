/**
 * The customer's service contracts with the operator (docs/decisions.md "Operator contracts"): the
 * version in force to read and sign, signing it with the e-signature (the offer's checks,
 * modules/consent), the customer's list, the PDF for its owner and operators, the public check of
 * a number, and the operators' view of a customer's contracts.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import type {
  OperatorServiceContractsAnswer,
  OperatorServiceContractsQuery,
  ServiceContract,
  ServiceContractCheck,
  ServiceContractsAnswer,
  ServiceContractText,
  SignServiceContractBody,
} from '@kimoshdi/shared/api/shop/service-contracts';
import {
  serviceContractCheckUrl,
  serviceContractNumber,
  serviceContractPdfFileName,
  serviceContractPdfPath,
  serviceContractStatus,
  serviceContractYear,
} from '@kimoshdi/shared/domain/service-contract/contract';
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import { isOperator, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { acceptSignedText, signerIds, type SignerCertificate, type TrustedRoots } from '../consent';
import { inTransaction } from '../ledger';
import { renderContractPdf } from './service-contract-pdf';
import {
  contractBodies,
  contractByNumber,
  contractOfVersion,
  contractParty,
  contractsOf,
  contractVersionInForce,
  insertContract,
  isSecondContractOfVersion,
  nextContractSeq,
  orderCustomerId,
  type ContractRow,
  type VersionRow,
} from './service-contract.repository';

export interface ServiceContractOptions {
  db: Database;
  esignMode: 'test' | 'eimzo';
  roots: TrustedRoots;
  now?: () => Date;
}

type Titled = Pick<VersionRow, 'title_uz' | 'title_ru' | 'title_uz_cyrl' | 'title_en'>;
const titleIn = (row: Titled, lang: Language) =>
  ({ uz: row.title_uz, ru: row.title_ru, 'uz-Cyrl': row.title_uz_cyrl, en: row.title_en })[lang];
type Bodies = Pick<VersionRow, 'body_uz' | 'body_ru' | 'body_uz_cyrl' | 'body_en'>;
const textsOf = (row: Bodies): Record<Language, string> => ({
  uz: row.body_uz,
  ru: row.body_ru,
  'uz-Cyrl': row.body_uz_cyrl,
  en: row.body_en,
});
const languageOf = (value: string): Language => (isLanguage(value) ? value : 'uz');

function toContract(row: ContractRow, lang: Language, inForceId: number | null): ServiceContract {
  return {
    number: row.number,
    version: row.version,
    title: titleIn(row, lang),
    source: row.source === 'seed' ? 'seed' : 'esign',
    lang: languageOf(row.lang),
    status: serviceContractStatus(row.version_id, inForceId),
    signed_at: row.signed_at.toISOString(),
    cert_serial: row.cert_serial,
    cert_subject: row.cert_subject,
    cert_issuer: row.cert_issuer,
    pdf_url: serviceContractPdfPath(row.number),
  };
}

/** The contract's record as it is written: a number of the signing's year, the party as the profile names it. */
async function recordContract(
  db: Db,
  input: {
    userId: string;
    version: VersionRow;
    lang: Language;
    signedAt: Date;
    signed?: { cms: string; certificate: SignerCertificate };
  },
): Promise<string> {
  const write = inTransaction(db, async (trx) => {
    const party = await contractParty(trx, input.userId);
    if (!party) throw new AppError('NOT_FOUND');
    const signed = await contractOfVersion(trx, input.userId, input.version.id);
    if (signed !== null) throw new AppError('SERVICE_CONTRACT_SIGNED', { number: signed });
    const year = serviceContractYear(input.signedAt);
    const number = serviceContractNumber(year, await nextContractSeq(trx, year));
    await insertContract(trx, {
      number,
      userId: input.userId,
      versionId: input.version.id,
      source: input.signed ? 'esign' : 'seed',
      lang: input.lang,
      party: { name: party.full_name, pinfl: party.pinfl, stir: party.stir },
      ...(input.signed ? { cms: input.signed.cms, certificate: input.signed.certificate } : {}),
      signedAt: input.signedAt,
    });
    return number;
  });
  // Two signings of one version at once: the second meets the first's row.
  return write.catch(async (error: unknown) => {
    if (!isSecondContractOfVersion(error)) throw error;
    const number = await contractOfVersion(db, input.userId, input.version.id);
    throw new AppError('SERVICE_CONTRACT_SIGNED', { number });
  });
}

export function createServiceContractService(options: ServiceContractOptions) {
  const { db, esignMode, roots, now = () => new Date() } = options;

  async function inForce(): Promise<VersionRow> {
    const version = await contractVersionInForce(db, now());
    if (!version) throw new AppError('NOT_FOUND', { contract: 'none published' });
    return version;
  }

  async function list(userId: string, lang: Language) {
    const [rows, version] = await Promise.all([contractsOf(db, userId), contractVersionInForce(db, now())]);
    return { rows, version, items: rows.map((row) => toContract(row, lang, version?.id ?? null)) };
  }

  return {
    /** The caller's contracts, newest first, and the version in force with whether it is signed. */
    async mine(userId: string, lang: Language): Promise<ServiceContractsAnswer> {
      const { rows, version, items } = await list(userId, lang);
      return {
        in_force: version
          ? {
              version: version.version,
              title: titleIn(version, lang),
              signed: rows.some((row) => row.version_id === version.id),
            }
          : null,
        items,
      };
    },

    /** The version in force in the caller's language: exactly what the signer signs. */
    async text(userId: string, lang: Language): Promise<ServiceContractText> {
      const version = await inForce();
      return {
        version: version.version,
        effective_at: version.effective_at.toISOString(),
        lang,
        title: titleIn(version, lang),
        text: textsOf(version)[lang],
        esign_mode: esignMode,
        signed: (await contractOfVersion(db, userId, version.id)) !== null,
      };
    },

    /**
     * The signed contract, checked as the signed offer is (modules/consent: the profile's ids, the
     * CMS, the text of the version in force, the certificate's holder), then numbered and kept.
     */
    async sign(userId: string, body: SignServiceContractBody, lang: Language): Promise<ServiceContract> {
      const ids = await signerIds(db, userId);
      const version = await inForce();
      const wrongDocument = { contract_version: version.version };
      if (body.version !== version.version) throw new AppError('ESIGN_WRONG_DOCUMENT', wrongDocument);
      const signedNumber = await contractOfVersion(db, userId, version.id);
      if (signedNumber !== null) throw new AppError('SERVICE_CONTRACT_SIGNED', { number: signedNumber });
      const signed = await acceptSignedText({
        cms: body.cms,
        texts: textsOf(version),
        ids,
        roots,
        now: now(),
        wrongDocument,
      });
      const number = await recordContract(db, {
        userId,
        version,
        lang: signed.lang,
        signedAt: now(),
        signed: { cms: signed.cms, certificate: signed.certificate },
      });
      const row = await contractByNumber(db, number);
      if (!row) throw new Error(`contract ${number} not found after its insert`);
      return toContract(row, lang, version.id);
    },

    /**
     * The PDF of a contract, for its owner and operators; anyone else's number answers as an
     * unknown one (404), so a number tells nobody whose it is.
     */
    async pdf(
      caller: { id: string; role: Role },
      number: string,
      origin: string,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const row = await contractByNumber(db, number);
      if (!row || (row.user_id !== caller.id && !isOperator(caller.role))) throw new AppError('NOT_FOUND');
      const lang = languageOf(row.lang);
      const bodies = await contractBodies(db, row.version_id);
      const bytes = await renderContractPdf(
        {
          number: row.number,
          version: row.version,
          title: titleIn(row, lang),
          text: textsOf(bodies)[lang],
          lang,
          signedAt: row.signed_at,
          party: { name: row.party_name, pinfl: row.party_pinfl, stir: row.party_stir },
          signature:
            row.cert_serial !== null
              ? {
                  serial: row.cert_serial,
                  holder: row.cert_subject ?? '',
                  issuer: row.cert_issuer ?? '',
                  validFrom: row.cert_valid_from,
                  validTo: row.cert_valid_to,
                }
              : null,
        },
        serviceContractCheckUrl(origin, row.number),
      );
      return { fileName: serviceContractPdfFileName(row.number), bytes };
    },

    /** The public check of a number: what the QR code opens (ids masked). */
    async check(number: string): Promise<ServiceContractCheck> {
      const row = await contractByNumber(db, number);
      if (!row) throw new AppError('NOT_FOUND');
      const version = await contractVersionInForce(db, now());
      const id = row.party_pinfl ?? row.party_stir;
      return {
        number: row.number,
        version: row.version,
        status: serviceContractStatus(row.version_id, version?.id ?? null),
        signed_at: row.signed_at.toISOString(),
        customer_name: row.party_name,
        customer_id: id === null ? null : maskPinfl(id),
        cert_serial: row.cert_serial,
      };
    },

    /** A customer's contracts for operators, by the user or by one of their orders. */
    async ofCustomer(
      query: OperatorServiceContractsQuery,
      lang: Language,
    ): Promise<OperatorServiceContractsAnswer> {
      const userId = query.user_id ?? (query.order_id ? await orderCustomerId(db, query.order_id) : null);
      const party = userId === null ? undefined : await contractParty(db, userId);
      if (!party) throw new AppError('NOT_FOUND');
      const { items } = await list(String(party.id), lang);
      return { user_id: String(party.id), customer_name: party.full_name, items };
    },

    /**
     * A contract without a signature (source 'seed'), for the demo and test fixtures only: nothing a
     * user calls writes one. Returns the number, or that of the contract already there.
     */
    async seed(userId: string, lang: Language = 'uz'): Promise<string> {
      const version = await inForce();
      const signed = await contractOfVersion(db, userId, version.id);
      if (signed !== null) return signed;
      return recordContract(db, { userId, version, lang, signedAt: now() });
    },
  };
}

export type ServiceContractService = ReturnType<typeof createServiceContractService>;
