/** A garnishment order (UPSTREAM A.11, K.1). */
export interface GarnishmentRecord {
  uuid: string;
  employeeUuid: string;
  active: boolean;
  /** Cents, or hundredths of a percent with `deduct_as_percentage`. */
  amount: number;
  description: string | null;
  court_ordered: boolean;
  garnishment_type: string | null;
  times: number | null;
  recurring: boolean;
  /** Cents, or null for no limit. */
  annual_maximum: number | null;
  pay_period_maximum: number | null;
  total_amount: number | null;
  deduct_as_percentage: boolean;
  child_support: ChildSupportOrder | null;
  seq: number;
}

/** The agency fields of a child support order (UPSTREAM-2 K.1). */
export interface ChildSupportOrder {
  state: string;
  fips_code: string;
  payment_period: string;
  case_number: string | null;
  order_number: string | null;
  remittance_number: string | null;
}
