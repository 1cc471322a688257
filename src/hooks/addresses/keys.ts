import { employeePart } from '../employees/keys';

export const homeAddress = (employeeId: string, homeAddressId: string) =>
  [...employeePart(employeeId, 'home_addresses'), homeAddressId] as const;
export const workAddress = (employeeId: string, workAddressId: string) =>
  [...employeePart(employeeId, 'work_addresses'), workAddressId] as const;
