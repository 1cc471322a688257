import { root } from '../queryKeyRoot';

export const employeeForm = (employeeId: string, formId: string, pdf = false) =>
  [root, 'employee-part', employeeId, 'forms', formId, pdf ? 'pdf' : 'form'] as const;
