import { endpoint } from '../endpointRow';

// Departments (UPSTREAM-2 J.6, UPSTREAM-3 N.9)
export const listDepartments = endpoint('GET', '/v1/companies/{company_id}/departments');
export const createDepartment = endpoint('POST', '/v1/companies/{company_id}/departments');
export const getDepartment = endpoint('GET', '/v1/departments/{department_uuid}');
export const updateDepartment = endpoint('PUT', '/v1/departments/{department_uuid}');
export const deleteDepartment = endpoint('DELETE', '/v1/departments/{department_uuid}');
export const addDepartmentPeople = endpoint('PUT', '/v1/departments/{department_uuid}/add');
export const removeDepartmentPeople = endpoint('PUT', '/v1/departments/{department_uuid}/remove');
