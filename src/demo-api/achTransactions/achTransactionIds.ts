/**
 * A stable uuid for one money movement, made from what it is (`payroll:{uuid}:debit:net`), so the
 * list reads the same every time without storing anything on a GET. FNV-1a over the key with four
 * seeds gives the 32 hex digits, laid out as a uuid.
 *
 * @example
 * achTransactionId(`payroll:${payroll.uuid}:credit:${employeeUuid}`); // 'c4f1…-…'
 */
export function achTransactionId(key: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed >>> 0;
      for (let i = 0; i < key.length; i++) {
        hash ^= key.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
