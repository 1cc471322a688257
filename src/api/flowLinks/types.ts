/**
 * What a flow link is for (UPSTREAM-3 N.8): one flow type, or several of one category
 * comma-joined (`'add_addresses,add_employees'`); an employee's flow names the employee.
 *
 * @example
 * const body: FlowLinkBody = { flow_type: 'employee_form_signing', entity_type: 'Employee', entity_uuid: 'e-1' };
 */
export interface FlowLinkBody {
  flow_type: string;
  entity_type?: 'Company' | 'Employee' | 'Contractor' | 'Payroll';
  entity_uuid?: string;
  options?: Record<string, unknown>;
}

/**
 * A flow link: valid 1 hour idle or 24 hours from its creation; ask for another any time.
 *
 * @example
 * const { data } = await createFlowLink(client, companyId, { flow_type: 'run_payroll' });
 * window.open(data.url);
 */
export interface FlowLink {
  url: string;
}
