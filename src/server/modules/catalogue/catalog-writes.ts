/**
 * How a committed catalogue write is announced. Every service that changes what the shop shows
 * (products, taxonomy, prices, the Papelera's restores, Inicio's destacados) is given one and
 * calls changed() once its transaction has committed, before the write's answer leaves: the
 * catalogue caches are emptied (in every process sharing PostgreSQL, through NOTIFY) so the admin
 * and the next shopper see the change at once, and the planner statistics are refreshed soon
 * after. A refused write (rolled back) announces nothing.
 */
export interface CatalogWrites {
  changed(): Promise<void>;
}

/** Runs a write (its own transaction) and announces it once it has committed. */
export async function announced<T>(writes: CatalogWrites, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await writes.changed();
  return result;
}
