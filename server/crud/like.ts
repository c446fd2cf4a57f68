// ILIKE patterns from what staff type: their %, _ and \ match themselves, not as wildcards.

/** `text` with LIKE's wildcards and its escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern for values containing `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** A Prisma filter for values containing `text` in any case, its %, _ and \\ matching themselves (Prisma passes them on as wildcards, prisma/prisma issue 19506). */
export const textContains = (text: string) => ({ contains: escapeLike(text), mode: 'insensitive' as const });
