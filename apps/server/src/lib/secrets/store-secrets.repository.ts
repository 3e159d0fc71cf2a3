import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { storeSecrets } from '#server/db/schema/index';

/**
 * The secret `name`, made from `candidate` if the store has none yet. Race-safe
 * across processes: every process inserts its candidate with `on conflict do
 * nothing`, then all read back the one row that won.
 */
export async function ensureSecret(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(storeSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: storeSecrets.name });
  const [row] = await db.select({ value: storeSecrets.value }).from(storeSecrets).where(eq(storeSecrets.name, name)).limit(1);
  if (!row) throw new Error(`store secret ${name} is missing after its insert`);
  return row.value;
}
