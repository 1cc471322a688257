/**
 * A deterministic uuid-v4-shaped generator from a 32-bit seed (mulberry32). The seed data uses it,
 * so the demo company and its records have the same uuids on every start and after every reset.
 *
 * @example
 * const next = seededUuids(42);
 * next(); // '1f6c…-…'
 */
export function seededUuids(seed: number): () => string {
  let state = seed >>> 0;
  const random32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return () => {
    const a = hex(random32());
    const b = hex(random32());
    const c = hex(random32());
    const d = hex(random32());
    const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  };
}
