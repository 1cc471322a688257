/**
 * What the current token may do (contract.md#auth). `scope` is space-separated.
 *
 * @example
 * tokenInfo.scope.split(' ').includes('payrolls:run');
 */
export interface TokenInfo {
  scope: string;
  resource: { type: string; uuid: string } | null;
  resource_owner: { type: string; uuid: string } | null;
}
