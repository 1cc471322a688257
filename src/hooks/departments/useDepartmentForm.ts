import * as z from 'zod/mini';
import type { Department } from '../../api/departments/types';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateDepartment, useUpdateDepartment } from './mutations';

/** The longest title the form takes (the demo service's bound; the upstream names none). */
export const DEPARTMENT_TITLE_MAX = 100;

/**
 * Values of the department form.
 *
 * @example
 * const values: DepartmentValues = { title: 'Engineering' };
 */
export interface DepartmentValues {
  title: string;
}

/**
 * Options of {@link useDepartmentForm}.
 *
 * @example
 * useDepartmentForm({ companyId, department, onSaved: (saved) => close(saved.uuid) });
 */
export interface DepartmentFormOptions {
  companyId: string;
  /** The department to rename, as the list showed it; without it the form adds one. */
  department?: Department;
  defaultValues?: Partial<DepartmentValues>;
  /** After an add or a rename; `created` tells which. */
  onSaved?: (department: Department, created: boolean) => void;
}

/**
 * What {@link useDepartmentForm} returns.
 *
 * @example
 * const { form, submit, conflict } = useDepartmentForm({ companyId });
 */
export type DepartmentForm = RecordForm<Department, DepartmentValues>;

const EMPTY: DepartmentValues = { title: '' };

/** A title: required, trimmed, at most 100 characters. */
const formSchema = /* @__PURE__ */ (() =>
  z.object({
    title: z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(DEPARTMENT_TITLE_MAX, { error: 'validation.tooLong' }),
      ),
  }))();

/**
 * Headless add or rename form of a company's department (UPSTREAM-2 J.6): a required title of at
 * most 100 characters, one idempotency key per add, a rename with the version shown (a colleague's
 * rename meanwhile is a conflict: keep mine or theirs), and a title another department has
 * refused on `title` with what was typed kept.
 *
 * @example
 * const { form, submit, formErrors } = useDepartmentForm({ companyId, department });
 * <form onSubmit={submit}><input {...form.register('title')} /></form>
 */
export function useDepartmentForm(options: DepartmentFormOptions): DepartmentForm {
  const { companyId, department } = options;
  const create = useCreateDepartment(companyId);
  const update = useUpdateDepartment(companyId, department?.uuid ?? '');
  return useRecordForm<Department, DepartmentValues, DepartmentValues>({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: department,
    toValues: (record) => ({ title: record.title }),
    create: (values) => create.mutateAsync({ title: values.title }),
    update,
    changes: (values) => ({ title: values.title }),
  });
}
