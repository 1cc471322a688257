import type { UsAddress } from '../formats/addressRules';
export interface MinimumWageRecord {
  uuid: string;
  wage: string;
  wage_type: string;
  effective_date: string;
  authority: string;
  notes: string | null;
}

export interface LocationRecord extends UsAddress {
  uuid: string;
  companyUuid: string;
  phone_number: string;
  mailing_address: boolean;
  filing_address: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  minimumWages: MinimumWageRecord[];
}
