export interface MinimumWageRecord {
  uuid: string;
  wage: string;
  wage_type: string;
  effective_date: string;
  authority: string;
  notes: string | null;
}
export interface LocationRecord {
  uuid: string;
  companyUuid: string;
  phone_number: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  mailing_address: boolean;
  filing_address: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  minimumWages: MinimumWageRecord[];
}
