export interface PayScheduleRecord {
  uuid: string;
  companyUuid: string;
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: number | null;
  day_2: number | null;
  custom_name: string | null;
  auto_payroll: boolean;
  active: boolean;
  createdAt: string;
  seq: number;
}

/** The pay schedule assignment a company last applied (DECISIONS 44, 47 d). */
export interface PayScheduleAssignmentRecord {
  companyUuid: string;
  type: 'single' | 'hourly_salaried' | 'by_employee' | 'by_department';
  default_pay_schedule_uuid: string | null;
  hourly_pay_schedule_uuid: string | null;
  salaried_pay_schedule_uuid: string | null;
  partial_assignment: boolean;
  /** `by_department`: each department's schedule (a newcomer in one is paid on it). */
  departments: { department_uuid: string; pay_schedule_uuid: string }[];
}

/**
 * An employee's move from one pay schedule to another (DECISIONS 44): the old schedule pays their
 * periods ending on or before `oldThrough`, the new one those starting on or after `newFrom`, and a
 * transition payroll the days between, if any.
 */
export interface PayScheduleHandoverRecord {
  fromScheduleUuid: string;
  /** The last day of the old schedule's last period for them (the one in progress at the move). */
  oldThrough: string;
  toScheduleUuid: string;
  /** The first day of the new schedule's first period for them (the preview's `first_pay_period`). */
  newFrom: string;
}
