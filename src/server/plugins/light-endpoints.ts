import type { z } from 'zod';
import type { Endpoint } from '#shared/endpoint';

type SchemaPart = 'params' | 'query' | 'body' | 'response';

/** For each stand-in of the declaration, a real schema taking and answering the same types. */
type RealSchemas<E extends Endpoint> = {
  [K in SchemaPart]?: E[K] extends z.ZodType<infer Output, infer Input>
    ? z.ZodType<Output, Input>
    : never;
};

/**
 * A storefront endpoint declared with zod-free stand-ins (shared/light-schema.ts) with its real
 * schemas put back, for `route(app, withSchemas(E.read, { response: Schema }), …)`: the compiler
 * checks that each schema has the stand-in's types.
 */
export function withSchemas<E extends Endpoint, S extends RealSchemas<E>>(
  endpoint: E,
  schemas: S,
): Omit<E, keyof S> & S {
  return { ...endpoint, ...schemas };
}
