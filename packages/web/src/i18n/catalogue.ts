import type { fr } from './fr.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language has exactly the keys of the French catalogue (checked by the compiler and by a test). */
export type Catalogue = Shape<typeof fr>;
