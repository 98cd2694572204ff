/**
 * What Kimoshdi ID's OpenID provider (http/id/provider.ts) keeps in PostgreSQL, built once in
 * deps.ts: oidc-provider's storage adapter, the accounts it signs in with their claims, and its
 * signing keys. The provider itself is Koa glue and takes this store instead of the database.
 */
import type { Database } from '../../db/database';
import { findAccountClaims } from './account-claims';
import { createOidcAdapterFactory } from './oidc-adapter.repository';
import { loadSigningKeys } from './oidc-keys';

export function createProviderStore(db: Database) {
  return {
    adapter: createOidcAdapterFactory(db),
    findAccount: (sub: string) => findAccountClaims(db, sub),
    signingKeys: () => loadSigningKeys(db),
  };
}

export type ProviderStore = ReturnType<typeof createProviderStore>;
