/**
 * The later screens of `<EmployeeManagement/>` in one lazy chunk: an employee's page and the
 * departments section. Two lazy chunks sharing the form pieces moved some of those pieces into the
 * list's first load (+1.0 kB gzip measured); one chunk keeps the first load as it was. The chunk
 * is fetched when the employee list shows (the departments section renders under it), as the
 * page was already prefetched on idle.
 */
export { EmployeePage } from '../EmployeePage';
export { Departments } from './Departments';
