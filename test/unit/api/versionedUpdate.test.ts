import { expect, test } from 'vitest';
import { getEmployee, listEmployees, updateEmployee } from '../../../src/api/employees/operations';
import type { Employee } from '../../../src/api/employees/types';
import { updateVersioned } from '../../../src/api/versionedUpdate';
import type { PayrollClient } from '../../../src/api/client';
import { demoClient, recordRequests, startDemo } from './demoService';

function editor(client: PayrollClient, base: Employee) {
  return (changes: Partial<Employee>) =>
    updateVersioned<Employee>({
      base,
      changes,
      read: async () => (await getEmployee(client, base.uuid)).data,
      write: async (body) => (await updateEmployee(client, base.uuid, body as never)).data,
    });
}

async function twoEditorsOfOneEmployee() {
  const { api, fetchFn } = startDemo(3);
  const recorder = recordRequests(fetchFn);
  const alice = demoClient(recorder.fetch);
  const bob = demoClient(fetchFn);
  const [first] = (await listEmployees(alice, api.companyUuid)).items;
  const employee = (await getEmployee(alice, first!.uuid)).data;
  return { alice, bob, employee, recorder };
}

test('two people editing different fields of one employee both succeed after a 409', async () => {
  const { alice, bob, employee, recorder } = await twoEditorsOfOneEmployee();

  const bobs = await editor(bob, employee)({ first_name: 'Robert' });
  const alices = await editor(alice, employee)({ ...employee, last_name: 'Okonkwo-Lindqvist' });

  expect(bobs.status).toBe('saved');
  expect(alices).toMatchObject({ status: 'saved', merged: true });
  const final = (await getEmployee(alice, employee.uuid)).data;
  expect(final.first_name).toBe('Robert');
  expect(final.last_name).toBe('Okonkwo-Lindqvist');
  // Only the changed field travels, with the version the user started from, then the new one.
  const puts = recorder.requests.filter((request) => request.method === 'PUT');
  const bodies = await Promise.all(puts.map((request) => request.json()));
  expect(bodies[0]).toEqual({ version: employee.version, last_name: 'Okonkwo-Lindqvist' });
  expect(bodies[1]).toMatchObject({ last_name: 'Okonkwo-Lindqvist' });
  expect(bodies[1].version).not.toBe(employee.version);
});

test('two people editing the same field get a conflict naming base, remote and local values', async () => {
  const { alice, bob, employee } = await twoEditorsOfOneEmployee();

  await editor(bob, employee)({ first_name: 'Robert' });
  const result = await editor(alice, employee)({ first_name: 'Alicia', last_name: 'Liddell' });

  expect(result.status).toBe('conflict');
  if (result.status !== 'conflict') return;
  expect(result.conflict.fields).toEqual([
    { name: 'first_name', base: employee.first_name, remote: 'Robert', local: 'Alicia' },
  ]);
  // Nothing was written: the user decides.
  expect((await getEmployee(alice, employee.uuid)).data.last_name).toBe(employee.last_name);

  const resolved = await result.conflict.resolve('local');
  expect(resolved.status).toBe('saved');
  const final = (await getEmployee(alice, employee.uuid)).data;
  expect(final).toMatchObject({ first_name: 'Alicia', last_name: 'Liddell' });
});

test('choosing the remote value keeps the colleague’s edit and still saves the rest', async () => {
  const { alice, bob, employee } = await twoEditorsOfOneEmployee();
  await editor(bob, employee)({ first_name: 'Robert' });
  const result = await editor(alice, employee)({ first_name: 'Alicia', last_name: 'Liddell' });
  if (result.status !== 'conflict') throw new Error('expected a conflict');

  await result.conflict.resolve({ first_name: 'remote' });

  const final = (await getEmployee(alice, employee.uuid)).data;
  expect(final).toMatchObject({ first_name: 'Robert', last_name: 'Liddell' });
});
