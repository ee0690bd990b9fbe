// The favorite kinds as a plain constant, without the favorites schemas (zod), for the web's start.
export const FAVORITE_TYPE = { CONTENT: 0, PRODUCT: 1 } as const;
