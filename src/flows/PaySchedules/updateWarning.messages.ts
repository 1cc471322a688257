import { defineMessages } from '../../ui';

/**
 * The warning shown before a pay schedule edit that deletes unprocessed payrolls, in English;
 * Spanish in `updateWarning.messages.es.ts`. Partners override a key as `payScheduleUpdateWarning.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(payScheduleUpdateWarningMessages);
 */
export const payScheduleUpdateWarningMessages = defineMessages('payScheduleUpdateWarning', {
  'title.one': 'Saving deletes 1 unprocessed payroll',
  'title.other': 'Saving deletes {count} unprocessed payrolls',
  body: 'They are made again on the new dates. The payrolls of these pay periods are deleted:',
  period: '{start} – {end}, paid {checkDate}',
  loading: 'Checking which payrolls this change affects…',
});

/** A key of {@link payScheduleUpdateWarningMessages}. */
export type PayScheduleUpdateWarningMessageKey = keyof typeof payScheduleUpdateWarningMessages.en;
