// ILIKE patterns from what staff type: their %, _ and \ match themselves, not as wildcards.

/** `text` with LIKE's wildcards and its escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern for values containing `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
