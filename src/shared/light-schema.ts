import type { z } from 'zod';

const LETS_THROUGH = { parse: (value: unknown) => value, standIn: true };

/** Whether a declaration's schema is a stand-in (the server refuses to register one). */
export const isStandIn = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && 'standIn' in schema;

/**
 * A zod-free stand-in for a schema, typed as the schema `S` takes and answers: the storefront's
 * first load carries no zod (cart.ts, delivery.ts), so its endpoints are declared with these and
 * the server registers them with the real schemas (server/plugins/light-endpoints.ts), which must
 * have the same types. Only `parse` exists, and it lets everything through: the browser's
 * development check of answers (endpoint-client.ts) has nothing to check against here.
 */
export const light = <S extends z.ZodType>(): z.ZodType<z.output<S>, z.input<S>> =>
  LETS_THROUGH as unknown as z.ZodType<z.output<S>, z.input<S>>;

/** The stand-in of a type that has no schema (a cached answer the server sends as text). */
export const lightOf = <T>(): z.ZodType<T, T> => LETS_THROUGH as unknown as z.ZodType<T, T>;
