export interface CompensationRecord {
  uuid: string;
  jobUuid: string;
  employeeUuid: string;
  rate: string;
  payment_unit: string;
  flsa_status: string;
  effective_date: string;
  adjust_for_minimum_wage: boolean;
  minimumWageUuids: string[];
  processed: boolean;
  seq: number;
}

export interface JobRecord {
  uuid: string;
  employeeUuid: string;
  title: string;
  hire_date: string;
  two_percent_shareholder: boolean;
  state_wc_covered: boolean | null;
  state_wc_class_code: string | null;
  primary: boolean;
  seq: number;
}
