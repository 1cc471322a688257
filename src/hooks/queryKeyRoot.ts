/* The first element of every cache key of the kit: each area's `keys.ts` starts its keys with it. */
export const root = 'payroll-kit' as const;

/** Every cache key of the kit: the prefix all of them share. */
export const all = [root] as const;
