import { statesWithoutIncomeTax } from '../taxModel/stateTaxRates';

/** One state withholding question (UPSTREAM A.6). */
export interface StateTaxQuestion {
  key: string;
  label: string;
  description: string | null;
  is_question_for_admin_only: boolean;
  type: 'Text' | 'Number' | 'Select' | 'Currency' | 'Date';
  options?: { value: string | boolean; label: string }[];
  /** Whether an answer is needed for the state_tax_setup step. Admin-only ones never block it. */
  required: boolean;
}

const yesNo = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

const newHireReport: StateTaxQuestion = {
  key: 'file_new_hire_report',
  label: 'File a new hire report?',
  description: 'The employer files the state new hire report for this employee.',
  is_question_for_admin_only: true,
  type: 'Select',
  options: yesNo,
  required: false,
};

/**
 * A question the employee answers, needed for the state_tax_setup step (UPSTREAM A.6); a select
 * names its options.
 */
function employeeQuestion(
  key: string,
  label: string,
  type: StateTaxQuestion['type'],
  description: string | null = null,
  options?: StateTaxQuestion['options'],
): StateTaxQuestion {
  return {
    key,
    label,
    description,
    is_question_for_admin_only: false,
    type,
    ...(options ? { options } : {}),
    required: true,
  };
}

/**
 * The simulated question sets: California and New York are rich (every input type, an
 * admin-only question); the states with no income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY, as
 * the tax model withholds nothing there) ask only the admin question, nothing of the employee;
 * every other state gets a short generic set.
 *
 * @example
 * questionsFor('CA').map((q) => q.key);
 * questionsFor('TX').map((q) => q.key); // ['file_new_hire_report']
 */
export function questionsFor(state: string): StateTaxQuestion[] {
  // No withholding, so no filing status or additional withholding to ask.
  if (statesWithoutIncomeTax().includes(state)) return [newHireReport];
  switch (state) {
    case 'CA':
      return [
        employeeQuestion('filing_status', 'Filing status (DE 4)', 'Select', "As on the employee's DE 4.", [
          { value: 'S', label: 'Single or Married (with two or more incomes)' },
          { value: 'M', label: 'Married (one income)' },
          { value: 'H', label: 'Head of Household' },
          { value: 'E', label: 'Do not withhold' },
        ]),
        employeeQuestion(
          'withholding_allowance',
          'Withholding allowances',
          'Number',
          'Total number of allowances claimed.',
        ),
        employeeQuestion(
          'additional_withholding',
          'Additional withholding',
          'Currency',
          'Extra amount withheld per paycheck.',
        ),
        newHireReport,
      ];
    case 'NY':
      return [
        employeeQuestion('filing_status', 'Filing status (IT-2104)', 'Select', null, [
          { value: 'S', label: 'Single or Head of Household' },
          { value: 'M', label: 'Married' },
          { value: 'MH', label: 'Married, but withhold at higher single rate' },
        ]),
        employeeQuestion('allowances', 'Allowances', 'Number', 'Total allowances from IT-2104 line 1.'),
        employeeQuestion('additional_withholding', 'Additional New York State withholding', 'Currency'),
        employeeQuestion(
          'local_jurisdiction',
          'Local jurisdiction',
          'Text',
          'City of residence for local tax (for example New York City or Yonkers).',
        ),
        employeeQuestion('certificate_date', 'IT-2104 signature date', 'Date'),
        newHireReport,
      ];
    default:
      return [
        employeeQuestion('filing_status', 'State filing status', 'Select', null, [
          { value: 'S', label: 'Single' },
          { value: 'M', label: 'Married' },
        ]),
        employeeQuestion('additional_withholding', 'Additional state withholding', 'Currency'),
      ];
  }
}

/**
 * Checks one answer against its question; returns a message when wrong and the normalised value
 * otherwise.
 *
 * @example
 * checkAnswer(question, '12.50'); // { value: '12.50' }
 */
export function checkAnswer(
  question: StateTaxQuestion,
  value: unknown,
): { value: string | number | boolean | null } | string {
  if (value === null || value === undefined)
    return question.required ? 'An answer is required.' : { value: null };
  switch (question.type) {
    case 'Select': {
      const option = question.options?.find((o) => o.value === value || String(o.value) === String(value));
      return option
        ? { value: option.value }
        : `Choose one of: ${question.options?.map((o) => o.label).join(', ')}.`;
    }
    case 'Number':
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return { value };
      if (typeof value === 'string' && /^\d{1,4}$/.test(value)) return { value: Number(value) };
      return 'Enter a whole number of 0 or more.';
    case 'Currency': {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(text)) return { value: text };
      return 'Enter an amount such as 25.00.';
    }
    case 'Date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value))
        ? { value }
        : 'Enter a date (YYYY-MM-DD).';
    case 'Text':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= 100
        ? { value: value.trim() }
        : 'Enter up to 100 characters.';
  }
}
