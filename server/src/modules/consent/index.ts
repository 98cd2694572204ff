/**
 * modules/consent's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { ConsentCheck, ConsentService } from './consent.service';
export { type ConsentedUsers, createConsentedUsers } from './consented-users';
export { createTestEimzo, type TestEimzo } from './esign/test-eimzo.service';
export {
  acceptSignedText,
  signerIds,
  type AcceptedSignature,
  type SignerCertificate,
} from './esign/signed-text';
export { createTrustedRoots, type TrustedRoots } from './esign/trusted-roots';
export { seedConsent, seedConsents } from './seeded-consent';
