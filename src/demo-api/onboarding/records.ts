export interface FormRecord {
  uuid: string;
  employeeUuid: string;
  name: string;
  title: string;
  description: string;
  year: number | null;
  requires_signing: boolean;
  signedAt: string | null;
  signature_text: string | null;
  signed_by_ip_address: string | null;
  seq: number;
}
