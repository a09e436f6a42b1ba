import type { impFr } from './fr.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has exactly the Imperium keys of the French catalogue. */
export type ImperiumCatalogue = Shape<typeof impFr>;
