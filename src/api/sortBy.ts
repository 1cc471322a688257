/**
 * Sort direction; ascending is the service's default.
 *
 * @example
 * const direction: SortDirection = 'desc';
 */
export type SortDirection = 'asc' | 'desc';

/**
 * One `sort_by` clause: a field name, or a field with a direction.
 *
 * @example
 * const clause: SortClause<EmployeeSortField> = { field: 'name', direction: 'desc' };
 */
export type SortClause<Field extends string> = Field | { field: Field; direction?: SortDirection };

/**
 * Build `sort_by` from typed clauses; earlier clauses take precedence (contract.md#limits).
 *
 * @example
 * formatSortBy([{ field: 'name', direction: 'desc' }, 'created_at']); // 'name:desc,created_at:asc'
 */
export function formatSortBy<Field extends string>(
  clauses: SortClause<Field> | readonly SortClause<Field>[] | undefined,
): string | undefined {
  if (clauses === undefined) return undefined;
  const list: readonly SortClause<Field>[] = Array.isArray(clauses)
    ? clauses
    : [clauses as SortClause<Field>];
  if (list.length === 0) return undefined;
  return list
    .map((clause) =>
      typeof clause === 'string' ? `${clause}:asc` : `${clause.field}:${clause.direction ?? 'asc'}`,
    )
    .join(',');
}
