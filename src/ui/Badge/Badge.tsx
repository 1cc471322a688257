import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';
import type { Tone } from '../theme/theme';
import { statusTone } from './statusTone';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** An API status value: sets the tone and, without children, the translated label. */
  status?: string;
  /** Explicit tone; wins over the status's tone. */
  tone?: Tone;
  children?: ReactNode;
}

/**
 * A short status label. Given an API `status`, it picks the tone and the translated label; an
 * unknown status shows its raw text in neutral.
 *
 * @example
 * <Badge status={employee.onboarding_status} />
 * <Badge tone="info">Off-cycle</Badge>
 */
export function Badge({ status, tone, children, className, ...rest }: BadgeProps) {
  const { t } = useCoreMessages();
  return (
    <span
      className={classNames('pk-badge', className)}
      data-tone={tone ?? (status ? statusTone(status) : 'neutral')}
      data-status={status}
      {...rest}
    >
      {children ?? (status ? t(`status.${status}`, undefined, status) : null)}
    </span>
  );
}
