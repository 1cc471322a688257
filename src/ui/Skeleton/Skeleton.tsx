import { classNames } from '../classNames';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` lines, a `title`, a `block` (card/chart), or a `circle` (avatar). */
  shape?: 'text' | 'title' | 'block' | 'circle';
  /** Number of text lines; the last is shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive tech: pair it with
 * `aria-busy` on the region or a {@link Spinner} so the wait is announced once.
 *
 * @example
 * {isLoading ? <Skeleton lines={3} /> : <EmployeeSummary />}
 */
export function Skeleton({ shape = 'text', lines = 1, className }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span className={classNames('pk-skeleton', className)} data-shape={shape} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className="pk-skeleton__bar"
          data-last={index === count - 1 && count > 1 ? '' : undefined}
        />
      ))}
    </span>
  );
}
