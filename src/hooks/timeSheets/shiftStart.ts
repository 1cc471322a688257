/**
 * A shift's start for a day of work entered as a date: noon of that day in the time zone, written
 * with its offset (`2026-06-08T12:00:00-07:00`), so the service counts it on that local day.
 *
 * @example
 * noonOf('2026-06-08', 'America/Los_Angeles'); // '2026-06-08T12:00:00-07:00'
 */
export function noonOf(date: string, timeZone: string): string {
  const utcNoon = Date.parse(`${date}T12:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(utcNoon))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  const offset = Math.round((wall - utcNoon) / 60_000);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T12:00:00${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
