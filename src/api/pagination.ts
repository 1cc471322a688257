import type { ApiResponse } from './client';

/**
 * One page of a page-paginated collection, with the four page headers read (contract.md#limits).
 *
 * @example
 * const page: Page<Employee> = readPage(await client.request(endpoints.listEmployees, opts));
 * page.totalPages;
 */
export interface Page<T> {
  items: T[];
  page: number;
  per: number;
  totalCount: number;
  totalPages: number;
}

/**
 * Query of a page-paginated collection.
 *
 * @example
 * const query: PageQuery = { page: 2, per: 50 };
 */
export interface PageQuery {
  page?: number;
  per?: number;
}

function headerNumber(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name) ?? NaN);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Read `X-Page`, `X-Per-Page`, `X-Total-Count` and `X-Total-Pages` off an answer.
 *
 * @example
 * const { items, totalCount } = readPage(response);
 */
export function readPage<T>(response: ApiResponse<T[]>, requested: PageQuery = {}): Page<T> {
  const items = response.data ?? [];
  const page = headerNumber(response.headers, 'X-Page', requested.page ?? 1);
  const per = headerNumber(response.headers, 'X-Per-Page', requested.per ?? 25);
  const totalCount = headerNumber(response.headers, 'X-Total-Count', items.length);
  const totalPages = headerNumber(
    response.headers,
    'X-Total-Pages',
    Math.max(1, Math.ceil(totalCount / Math.max(per, 1))),
  );
  return { items, page, per, totalCount, totalPages };
}

/**
 * One slice of a cursor-paginated collection such as events (contract.md#limits).
 *
 * @example
 * const slice: CursorPage<PayrollEvent> = readCursorPage(response, (event) => event.uuid);
 * if (slice.hasNextPage) next(slice.nextCursor);
 */
export interface CursorPage<T> {
  items: T[];
  hasNextPage: boolean;
  /** The `starting_after_uuid` of the next slice: the last item's uuid, when there is more. */
  nextCursor: string | undefined;
}

/**
 * Read `X-Has-Next-Page` and compute the next cursor.
 *
 * @example
 * readCursorPage(response, (event) => event.uuid);
 */
export function readCursorPage<T>(response: ApiResponse<T[]>, idOf: (item: T) => string): CursorPage<T> {
  const items = response.data ?? [];
  const hasNextPage = response.headers.get('X-Has-Next-Page') === 'true';
  const last = items[items.length - 1];
  return { items, hasNextPage, nextCursor: hasNextPage && last ? idOf(last) : undefined };
}
