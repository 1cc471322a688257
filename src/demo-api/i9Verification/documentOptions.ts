import type { I9AuthorizationStatus } from './records';

/** One acceptable document of the USCIS lists (UPSTREAM-3 L.4 `document_options`). */
export interface I9DocumentOption {
  /** `A`: identity and employment authorization; `B`: identity; `C`: employment authorization. */
  section: 'A' | 'B' | 'C';
  description: string;
  document_type: string;
  document_title: string[];
  common_choice: boolean;
  /** The authorization statuses it proves, for list A; lists B and C serve everyone. */
  statuses?: readonly I9AuthorizationStatus[];
}

const CITIZENS: readonly I9AuthorizationStatus[] = ['citizen', 'noncitizen'];

/**
 * The Lists of Acceptable Documents of Form I-9 (USCIS M-274), shortened to the documents an
 * employer commonly sees. List A proves identity and work authorization alone, by status; one
 * document of list B (identity) with one of list C (work authorization) does the same.
 */
const OPTIONS: readonly I9DocumentOption[] = [
  {
    section: 'A',
    description: 'U.S. Passport or U.S. Passport Card',
    document_type: 'us_passport',
    document_title: ['U.S. Passport', 'U.S. Passport Card'],
    common_choice: true,
    statuses: CITIZENS,
  },
  {
    section: 'A',
    description: 'Permanent Resident Card or Alien Registration Receipt Card (Form I-551)',
    document_type: 'permanent_resident_card',
    document_title: ['Permanent Resident Card (Form I-551)', 'Alien Registration Receipt Card (Form I-551)'],
    common_choice: true,
    statuses: ['permanent_resident'],
  },
  {
    section: 'A',
    description: 'Foreign passport with a temporary I-551 stamp or printed notation',
    document_type: 'foreign_passport_i551',
    document_title: ['Foreign Passport with temporary I-551 stamp'],
    common_choice: false,
    statuses: ['permanent_resident'],
  },
  {
    section: 'A',
    description: 'Employment Authorization Document with a photograph (Form I-766)',
    document_type: 'employment_authorization_document',
    document_title: ['Employment Authorization Document (Form I-766)'],
    common_choice: true,
    statuses: ['alien'],
  },
  {
    section: 'A',
    description: 'Foreign passport with Form I-94 or I-94A showing work authorization',
    document_type: 'foreign_passport_i94',
    document_title: ['Foreign Passport with Form I-94', 'Foreign Passport with Form I-94A'],
    common_choice: false,
    statuses: ['alien'],
  },
  {
    section: 'B',
    description: "Driver's license or ID card issued by a State or outlying possession",
    document_type: 'drivers_license',
    document_title: ["Driver's License", 'State ID Card'],
    common_choice: true,
  },
  {
    section: 'B',
    description: 'ID card issued by a federal, state or local government agency',
    document_type: 'government_id_card',
    document_title: ['Government ID Card'],
    common_choice: false,
  },
  {
    section: 'B',
    description: 'School ID card with a photograph',
    document_type: 'school_id_card',
    document_title: ['School ID Card'],
    common_choice: false,
  },
  {
    section: 'B',
    description: "Voter's registration card",
    document_type: 'voter_registration_card',
    document_title: ["Voter's Registration Card"],
    common_choice: false,
  },
  {
    section: 'B',
    description: 'U.S. Military card or draft record',
    document_type: 'military_card',
    document_title: ['U.S. Military Card', 'Draft Record'],
    common_choice: false,
  },
  {
    section: 'C',
    description: 'Social Security Account Number card without restrictions',
    document_type: 'social_security_card',
    document_title: ['Social Security Card'],
    common_choice: true,
  },
  {
    section: 'C',
    description: 'Certification of report of birth issued by the Department of State',
    document_type: 'birth_abroad_certification',
    document_title: ['Form DS-1350', 'Form FS-545', 'Form FS-240'],
    common_choice: false,
  },
  {
    section: 'C',
    description: 'Original or certified copy of a U.S. birth certificate bearing an official seal',
    document_type: 'birth_certificate',
    document_title: ['Birth Certificate'],
    common_choice: true,
  },
  {
    section: 'C',
    description: 'Employment authorization document issued by the Department of Homeland Security',
    document_type: 'dhs_employment_authorization',
    document_title: ['DHS Employment Authorization Document'],
    common_choice: false,
  },
];

/**
 * The documents that can prove an employee's status (UPSTREAM-3 L.4): list A's for that status,
 * then lists B and C. Without a status yet, list A is every status's.
 *
 * @example
 * documentOptionsFor('citizen').map((o) => o.section); // ['A', 'B', 'B', …, 'C', …]
 */
export function documentOptionsFor(status: I9AuthorizationStatus | undefined): I9DocumentOption[] {
  return OPTIONS.filter(
    (option) => !option.statuses || status === undefined || option.statuses.includes(status),
  );
}

/**
 * Whether the documents are one list A document, or one of list B with one of list C: what
 * section 2 needs (USCIS M-274).
 *
 * @example
 * provesStatus(['B', 'C']); // true
 */
export function provesStatus(sections: readonly string[]): boolean {
  const count = (section: string) => sections.filter((s) => s === section).length;
  if (count('A') === 1) return sections.length === 1;
  return sections.length === 2 && count('B') === 1 && count('C') === 1;
}
