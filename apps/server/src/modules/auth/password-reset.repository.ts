import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { passwordResets } from '#server/db/schema/index';

// Queries on password_resets; the rules live in password-reset.service.ts.

/** Marks every live link of the user used: only the newest link works (docs/decisions/020). */
export async function retireLiveResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(db: DbOrTx, values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
  await db.insert(passwordResets).values(values);
}

/** The unused, unexpired link of this token hash, or null. */
export async function findLiveReset(db: DbOrTx, tokenHash: string, now: Date): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the link once: true for the one caller whose update found it still
 * unused and unexpired, false for every other (two tabs submitting at once).
 */
export async function consumeReset(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
