import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SHARED_CART_CODE_ALPHABET,
  SHARED_CART_CODE_LENGTH,
  type SharedCartLine,
} from '#shared/shared-carts';
import type { Db } from '#server/db/client';
import { sharedCarts } from '#server/db/schema';

/** Drawn with crypto's random: a code must not be guessable from another. */
function newCode(): string {
  return Array.from(
    { length: SHARED_CART_CODE_LENGTH },
    () => SHARED_CART_CODE_ALPHABET[randomInt(SHARED_CART_CODE_ALPHABET.length)],
  ).join('');
}

/** The same lines (as the schema parsed them, in its key order) give the same hash. */
const contentHash = (lines: SharedCartLine[]) =>
  createHash('sha256').update(JSON.stringify(lines)).digest('hex');

/**
 * Keeps the lines under a new code, or answers the code they already have (renewing its date,
 * so a cart shared again lasts its full period). Both conflicts are left to the database: two
 * requests with the same lines get one code; a new code that happens to be taken is drawn again.
 */
export async function shareCart(db: Db, lines: SharedCartLine[]): Promise<string> {
  const hash = contentHash(lines);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(sharedCarts)
      .values({ code: newCode(), contentHash: hash, lines })
      .onConflictDoNothing()
      .returning({ code: sharedCarts.code });
    if (created) return created.code;
    const [existing] = await db
      .update(sharedCarts)
      .set({ createdAt: new Date() })
      .where(eq(sharedCarts.contentHash, hash))
      .returning({ code: sharedCarts.code });
    if (existing) return existing.code;
  }
  throw new Error('No se pudo elegir un código libre para el carrito compartido');
}

export async function sharedCartLines(db: Db, code: string): Promise<SharedCartLine[] | null> {
  const [row] = await db
    .select({ lines: sharedCarts.lines })
    .from(sharedCarts)
    .where(eq(sharedCarts.code, code));
  return row?.lines ?? null;
}
