import type { EsignMode } from '@kimoshdi/shared/api/shop/consent';
import { createEimzoSigner } from './eimzo-signer';
import type { Signer } from './signer';
import { testSigner } from './test-signer';

/**
 * The signer of the server's mode. E-IMZO's API key of a production domain is given to the build
 * as VITE_EIMZO_API_KEY (`domain:key`); without it E-IMZO accepts only localhost.
 */
export function signerFor(mode: EsignMode): Signer {
  if (mode === 'test') return testSigner;
  const configured = (import.meta.env.VITE_EIMZO_API_KEY as string | undefined) ?? '';
  const [domain = '', key = ''] = configured.split(':');
  return createEimzoSigner(domain && key ? { domain, key } : null);
}
