/**
 * The roots a signature must chain to: the test CA in test mode (read from the database once per
 * process), the PEM bundle of ESIGN_TRUSTED_ROOTS otherwise (the E-IMZO certification
 * authorities a deployment trusts; read once). No roots configured in eimzo mode: every signature
 * is ESIGN_UNKNOWN_CA, and the log says why.
 */
import { readFile } from 'node:fs/promises';
import type { Db } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import { certificatesFromPem, type pkijs } from './pki';
import { testCa } from './test-ca';

export interface TrustedRoots {
  roots(): Promise<pkijs.Certificate[]>;
}

export function createTrustedRoots(options: {
  db: Db;
  mode: 'test' | 'eimzo';
  pemFile?: string;
  logger: Logger;
}): TrustedRoots {
  const { db, mode, pemFile, logger } = options;
  let loaded: Promise<pkijs.Certificate[]> | undefined;

  async function load(): Promise<pkijs.Certificate[]> {
    if (mode === 'test') return [(await testCa(db)).certificate];
    if (!pemFile) {
      logger.warn('ESIGN_TRUSTED_ROOTS is not set: no e-signature can be accepted');
      return [];
    }
    return certificatesFromPem(await readFile(pemFile, 'utf8'));
  }

  return {
    roots() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}
