import { sql } from 'kysely';
import { isCleanText } from '@kimoshdi/shared/domain/text/control-characters';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database';
import type { JsonObject } from '../../db/schema.generated';

// U+0000 as it is (an id) or as JSON.stringify spells it (a payload).
const hasNul = (text: string) => text.includes('\\u0000') || text.includes('\u0000');

/**
 * oidc-provider's storage in PostgreSQL (table oidc_payloads): sessions, interactions, grants,
 * authorization codes and tokens survive restarts and are shared by every web process. One
 * adapter per model name, as the library asks; the payload is kept as given.
 */
export function createOidcAdapterFactory(db: Database): (model: string) => Adapter {
  return (model) => {
    // A row counts only until it expires; the maintenance job deletes it later.
    const live = () =>
      db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));

    const toPayload = (row: { payload: unknown; consumed_at: Date | null } | undefined) =>
      row
        ? ({
            ...(row.payload as AdapterPayload),
            ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
          } as AdapterPayload)
        : undefined;

    return {
      async upsert(id, payload, expiresIn) {
        // PostgreSQL refuses U+0000 in text and jsonb: a request carrying one is the client's error.
        if (hasNul(id) || hasNul(JSON.stringify(payload)))
          throw new errors.InvalidRequest('control character');
        const values = {
          model,
          id,
          payload: payload as JsonObject,
          grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
          user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
          expires_at: expiresIn > 0 ? sql<Date>`now() + make_interval(secs => ${expiresIn})` : null,
        };
        await db
          .insertInto('oidc_payloads')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['model', 'id']).doUpdateSet({
              payload: values.payload,
              grant_id: values.grant_id,
              user_code: values.user_code,
              uid: values.uid,
              expires_at: values.expires_at,
            }),
          )
          .execute();
      },
      async find(id) {
        // Ids and codes with a control character were never stored: asking PostgreSQL would fail.
        if (!isCleanText(id)) return undefined;
        return toPayload(await live().where('id', '=', id).executeTakeFirst());
      },
      async findByUid(uid) {
        if (!isCleanText(uid)) return undefined;
        return toPayload(await live().where('uid', '=', uid).executeTakeFirst());
      },
      async findByUserCode(userCode) {
        if (!isCleanText(userCode)) return undefined;
        return toPayload(await live().where('user_code', '=', userCode).executeTakeFirst());
      },
      async consume(id) {
        await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: sql<Date>`now()` })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db
          .deleteFrom('oidc_payloads')
          .where('model', '=', model)
          .where('grant_id', '=', grantId)
          .execute();
      },
    };
  };
}

/** Deletes what has expired: provider rows, and one-time codes a day after they stopped working. */
export async function purgeExpiredIdentityRows(db: Database): Promise<{ payloads: number; codes: number }> {
  const payloads = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('id_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return { payloads: Number(payloads.numDeletedRows), codes: Number(codes.numDeletedRows) };
}
