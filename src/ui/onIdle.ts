/**
 * Runs `work` when the browser is idle (after the first paint's work), so a prefetch never competes
 * with the page's first render or a user's input. Falls back to a short timeout where
 * `requestIdleCallback` is missing (older Safari). Returns a cancel function for an effect cleanup.
 *
 * @example
 * useEffect(() => onIdle(() => void import('./Receipt')), []);
 */
export function onIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}
