/**
 * A body with headers of its own, for an operation that answers more than a body: a payroll's
 * page of rows with the page headers.
 */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * Answers `body` with `headers` beside the handler's own.
 *
 * @example
 * run: (payroll, request, service) => withHeaders(payrollView(…), page.headers),
 */
export function withHeaders(body: unknown, headers: Record<string, string>): Reply {
  return new Reply(body, headers);
}
