/**
 * Opaque object versions (SPEC §2.1, §9.2): a hash of the JSON of the updatable attributes and
 * child objects, so the version changes exactly when one of those changes and never on a read.
 * cyrb53 is synchronous and fast, which matters when a 100-row page hashes every row.
 *
 * @example
 * versionOf({ first_name: 'Ada', jobs: [jobVersion] }); // '6c1f0a9b3e27d4'
 */
export function versionOf(updatable: unknown): string {
  const text = JSON.stringify(updatable) ?? 'null';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}
