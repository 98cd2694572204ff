/**
 * E-IMZO, the e-signature program of Uzbekistan, as a Signer (ESIGN_MODE=eimzo). The program runs
 * on the user's machine and answers the browser on a local websocket with JSON calls (its
 * "CAPIWS" protocol): `pfx.list_all_certificates` lists the PFX keys on the user's disks,
 * `pfx.load_key` opens one (E-IMZO asks the key's password in its own window: the app never sees
 * it) and answers a key id, and `pkcs7.create_pkcs7` signs base64 data into a CMS with the data
 * attached ("no" = not detached). A site must first register its domain's API key
 * (`apikey`), issued by the E-IMZO centre for production domains.
 *
 * NOT TESTED: no E-IMZO runs in this repository's tests, which use the test stand-in
 * (test-signer.ts). This adapter follows E-IMZO's published client (e-imzo.js) and must be tried
 * against a real installation before a deployment switches ESIGN_MODE to eimzo.
 */
import type { SignerKey } from '@kimoshdi/shared/api/shop/consent';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import type { Signer } from './signer';

const URL = 'wss://127.0.0.1:64443/service/cryptapi';
const PINFL_FIELD = /(?:^|,)\s*1\.2\.860\.3\.16\.1\.2=([0-9]{14})/;
const STIR_FIELD = /(?:^|,)\s*1\.2\.860\.3\.16\.1\.1=([0-9]{9})/;

interface EimzoCertificate {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

/** One call: a socket per call, as e-imzo.js does; E-IMZO answers once and closes. */
function capiws<T>(message: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(URL);
    } catch {
      reject(new ApiError('SERVICE_UNAVAILABLE', i18n.t('consent:signer.eimzoMissing'), 0));
      return;
    }
    socket.onerror = () =>
      reject(new ApiError('SERVICE_UNAVAILABLE', i18n.t('consent:signer.eimzoMissing'), 0));
    socket.onopen = () => socket.send(JSON.stringify(message));
    socket.onmessage = (event) => {
      socket.close();
      const data = JSON.parse(String(event.data)) as { success?: boolean; reason?: string } & T;
      if (data.success === false) {
        const wrongPassword = /password|парол/i.test(data.reason ?? '');
        reject(
          new ApiError(
            wrongPassword ? 'ESIGN_WRONG_PASSWORD' : 'ESIGN_BAD_SIGNATURE',
            wrongPassword ? i18n.t('errors:ESIGN_WRONG_PASSWORD') : (data.reason ?? ''),
            0,
          ),
        );
      } else resolve(data);
    };
  });
}

/** `2024.07.23 10:00:00` as ISO; what cannot be read is passed on as written. */
function isoDate(text: string): string {
  const date = new Date(text.replace(/\./g, '-').replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The alias E-IMZO gives a PFX key: `cn=...,1.2.860.3.16.1.2=...,serialnumber=...,validfrom=...,validto=...`. */
function toKey(certificate: EimzoCertificate, index: number): SignerKey {
  const alias = certificate.alias;
  const field = (name: string) => new RegExp(`(?:^|,)\\s*${name}=([^,]*)`, 'i').exec(alias)?.[1] ?? '';
  return {
    id: String(index),
    serial: field('serialnumber').toUpperCase(),
    owner: field('cn').toUpperCase(),
    subject: alias,
    pinfl: PINFL_FIELD.exec(alias)?.[1] ?? null,
    stir: STIR_FIELD.exec(alias)?.[1] ?? null,
    valid_from: isoDate(field('validfrom')),
    valid_to: isoDate(field('validto')),
  };
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createEimzoSigner(apiKey: { domain: string; key: string } | null): Signer {
  let listed: EimzoCertificate[] = [];
  const ready = apiKey
    ? () => capiws({ name: 'apikey', arguments: [apiKey.domain, apiKey.key] })
    : () => Promise.resolve({});
  return {
    mode: 'eimzo',
    asksPassword: false,
    async listKeys() {
      await ready();
      const answer = await capiws<{ certificates: EimzoCertificate[] }>({
        plugin: 'pfx',
        name: 'list_all_certificates',
      });
      listed = answer.certificates;
      return listed.map(toKey);
    },
    async sign(keyId, _password, text) {
      const certificate = listed[Number(keyId)];
      if (!certificate) throw new ApiError('NOT_FOUND', i18n.t('errors:NOT_FOUND'), 0);
      const { keyId: loaded } = await capiws<{ keyId: string }>({
        plugin: 'pfx',
        name: 'load_key',
        arguments: [certificate.disk, certificate.path, certificate.name, certificate.alias],
      });
      const { pkcs7_64 } = await capiws<{ pkcs7_64: string }>({
        plugin: 'pkcs7',
        name: 'create_pkcs7',
        arguments: [utf8Base64(text), loaded, 'no'],
      });
      return pkcs7_64;
    },
  };
}
