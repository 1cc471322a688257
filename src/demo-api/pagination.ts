import { ApiError, invalidParameter } from './errors';

/** One `sort_by` clause. */
export interface SortClause {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Parses `sort_by` (SPEC §8.3): `field` or `field:direction`, comma-joined, earlier clauses first.
 * A field outside `allowed` or a direction other than asc/desc → 422 `invalid_parameter` on
 * `sort_by` (DECISIONS 12).
 *
 * @example
 * parseSortBy('last_name:asc,first_name:desc', ['last_name', 'first_name']);
 */
export function parseSortBy(text: string | null, allowed: readonly string[]): SortClause[] {
  if (text === null) return [];
  const clauses: SortClause[] = [];
  for (const part of text.split(',')) {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(':');
    if (!allowed.includes(field) || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw new ApiError(422, [
        invalidParameter('sort_by', `sort_by must use ${allowed.join(', ')} with asc or desc.`),
      ]);
    }
    clauses.push({ field, direction });
  }
  return clauses;
}

/** Page request after validation. */
export interface PageRequest {
  page: number;
  per: number;
}

/**
 * `page` and `per` (DECISIONS 11, 23): default 1 and 25; per at most 100; anything not a positive
 * whole number → 422 `invalid_parameter` on that name.
 *
 * @example
 * readPage(url.searchParams); // { page: 1, per: 25 }
 */
export function readPage(query: URLSearchParams): PageRequest {
  const page = positiveInteger(query, 'page', 1);
  const per = positiveInteger(query, 'per', 25);
  if (per > 100) throw new ApiError(422, [invalidParameter('per', 'per must be at most 100.')]);
  return { page, per };
}

function positiveInteger(query: URLSearchParams, name: string, fallback: number): number {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new ApiError(422, [invalidParameter(name, `${name} must be a positive whole number.`)]);
  }
  return Number(text);
}

/**
 * One page of an already ordered list, with the four page headers (SPEC §8.1), also past the end.
 *
 * @example
 * const { items, headers } = paginate(rows, readPage(query));
 */
export function paginate<T>(
  rows: readonly T[],
  { page, per }: PageRequest,
): { items: T[]; headers: Record<string, string> } {
  const start = (page - 1) * per;
  return {
    items: rows.slice(start, start + per),
    headers: {
      'X-Page': String(page),
      'X-Per-Page': String(per),
      'X-Total-Count': String(rows.length),
      'X-Total-Pages': String(Math.max(1, Math.ceil(rows.length / per))),
    },
  };
}

/**
 * Compares by sort clauses; text compares case-insensitively by code point (DECISIONS 35), then
 * by the tie-breaker.
 *
 * @example
 * rows.sort(compareBy(clauses, (row, field) => row[field], (a, b) => a.seq - b.seq));
 */
export function compareBy<T>(
  clauses: readonly SortClause[],
  valueOf: (row: T, field: string) => string | number,
  tieBreak: (a: T, b: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    for (const { field, direction } of clauses) {
      const x = valueOf(a, field);
      const y = valueOf(b, field);
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1);
    }
    return tieBreak(a, b);
  };
}
