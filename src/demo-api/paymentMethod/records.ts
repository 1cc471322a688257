export interface BankAccountRecord {
  uuid: string;
  employeeUuid: string;
  name: string;
  routing_number: string;
  /** Kept to answer hidden_account_number and duplicate checks; never serialised in full. */
  account_number: string;
  account_type: string;
  seq: number;
}

export interface SplitRecord {
  bankAccountUuid: string;
  priority: number;
  split_amount: number | null;
}

export interface PaymentMethodRecord {
  employeeUuid: string;
  type: 'Check' | 'Direct Deposit';
  split_by: 'Percentage' | 'Amount' | null;
  splits: SplitRecord[];
}
