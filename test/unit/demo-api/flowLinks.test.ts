import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Flows over HTTP (UPSTREAM-3 N.8, DECISIONS 75): a link (201 {url}) to the demo's page for a flow
 * of the company; types of one category comma-joined with their dependencies; an employee flow
 * naming the company's employee; every refusal on its field.
 */

const http = demoHttpForEachTest({ employees: 2 });
const flows = (body: unknown) => http.call('POST', `/v1/companies/${http.company}/flows`, body);

describe('flows (UPSTREAM-3 N.8)', () => {
  it('links to a company flow, a category of steps, and an employee’s flow', async () => {
    const run = await flows({ flow_type: 'run_payroll' });
    expect(run.status).toBe(201);
    const url = new URL(run.body.url as string);
    expect(url.pathname).toMatch(/^\/flows\/[^/]+$/);
    expect(url.searchParams.get('flow_type')).toBe('run_payroll');
    expect(url.searchParams.get('company_uuid')).toBe(http.company);
    const steps = await flows({ flow_type: 'add_addresses,add_employees,sign_all_forms' });
    expect(steps.status).toBe(201);
    const employees = (await http.call('GET', `/v1/companies/${http.company}/employees`)).body as ApiJson[];
    const signing = await flows({
      flow_type: 'employee_form_signing',
      entity_type: 'Employee',
      entity_uuid: employees[0]!.uuid,
    });
    expect(signing.status).toBe(201);
    expect(new URL(signing.body.url as string).searchParams.get('employee_uuid')).toBe(employees[0]!.uuid);
    // A fresh link each time (links expire; regenerate any time).
    expect((await flows({ flow_type: 'run_payroll' })).body.url).not.toBe(run.body.url);
  });

  it('refuses unknown or mixed types, a missing dependency, a bad entity and bad form types on their fields', async () => {
    const codes = async (body: unknown) => {
      const answer = await flows(body);
      expect(answer.status).toBe(422);
      return (answer.body.errors as ApiJson[]).map((e) => [e.error_key, e.category]);
    };
    expect(await codes({})).toEqual([['flow_type', 'missing_parameter']]);
    expect(await codes({ flow_type: 'teleport' })).toEqual([['flow_type', 'invalid_attribute_value']]);
    expect(await codes({ flow_type: 'run_payroll,add_addresses' })).toEqual([
      ['flow_type', 'invalid_attribute_value'],
    ]);
    expect(await codes({ flow_type: 'verify_bank_info' })).toEqual([
      ['flow_type', 'invalid_attribute_value'],
    ]);
    expect(await codes({ flow_type: 'deductions', entity_type: 'Employee', entity_uuid: 'nobody' })).toEqual([
      ['entity_type', 'flow_invalid_entity'],
      ['entity_uuid', 'flow_invalid_entity'],
    ]);
    const forms = await flows({ flow_type: 'company_forms', options: { form_types: ['invalid'] } });
    expect(forms.status).toBe(422);
    expect(forms.body.errors).toEqual([
      {
        error_key: 'options',
        category: 'nested_errors',
        metadata: { flow_type: 'company_forms' },
        errors: [
          {
            error_key: 'form_types',
            category: 'invalid_attribute_value',
            message: "Supplied value 'invalid' contains no permitted values",
          },
        ],
      },
    ]);
  });
});
