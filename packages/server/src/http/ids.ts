import { z } from 'zod';

/**
 * A match id as the server makes them (base64url, see tokens.ts), with room for longer ones: anything else is
 * refused before it reaches a query (a NUL byte, an array from a repeated query parameter…).
 */
export const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a match id');

/** The query of `/ws`: exactly one `match`. */
export const socketQuery = z.object({ match: matchId });

export const matchParams = z.object({ id: matchId });
