import { usePrimitives, Spinner as DefaultSpinner } from '../../../ui';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** The steps a run goes through, as {@link RunProgress} shows them. */
export const RUN_STEPS = [
  'saved',
  'calculating',
  'calculated',
  'submitting',
  'submitted',
  'scheduled',
  'paid',
] as const;
export type RunStep = (typeof RUN_STEPS)[number];

/** Props of {@link RunProgress}. */
export interface RunProgressProps {
  /** The step under way (or, when `done`, the last step reached). */
  current: RunStep;
  /** Which part of the run to show: up to review, or from submission to paid. */
  part: 'calculate' | 'submit';
  /** The current step has finished (no spinner). */
  done?: boolean;
  /** The debit and check dates, formatted: the scheduled and paid steps say when money moves. */
  dates?: { debit: string; check: string };
}

const PARTS: Record<RunProgressProps['part'], readonly RunStep[]> = {
  calculate: ['saved', 'calculating', 'calculated'],
  // `payroll.paid` means the payments are scheduled (SPEC §6.2); people are paid on the check date.
  submit: ['calculated', 'submitting', 'submitted', 'scheduled', 'paid'],
};

/**
 * Live progress of a calculation or a submission: each step done, under way or still to come,
 * the current one announced politely as it changes (no bare spinner).
 *
 * @example
 * <RunProgress part="submit" current="scheduled" done dates={{ debit: 'Dec 2, 2026', check: 'Dec 4, 2026' }} />
 */
export function RunProgress({ current, part, done, dates = { debit: '—', check: '—' } }: RunProgressProps) {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = usePayrollRunMessages();
  const steps = PARTS[part];
  const at = steps.indexOf(current);
  return (
    <div className="pk-payroll-progress">
      <ol className="pk-payroll-progress__steps">
        {steps.map((step, index) => {
          const state = index < at || (index === at && done) ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li
              key={step}
              className="pk-payroll-progress__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="pk-payroll-progress__mark" aria-hidden="true">
                {state === 'done' ? '✓' : state === 'current' ? <Spinner size="sm" label="" /> : '•'}
              </span>
              <span>
                {t(`progress.${step}`, dates)}
                <span className="pk-visually-hidden"> {t(`progress.state.${state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="pk-payroll-run__muted">
        {t(`progress.now.${current}`, dates)}
      </p>
    </div>
  );
}
