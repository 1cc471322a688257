/** The one bank account of a contractor (UPSTREAM-2 I.3): a new one replaces it. */
export interface ContractorBankAccountRecord {
  uuid: string;
  contractorUuid: string;
  name: string;
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
}
