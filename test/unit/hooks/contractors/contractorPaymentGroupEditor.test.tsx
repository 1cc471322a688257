// @vitest-environment jsdom
// The payment-group editor against the in-process demo service: each line's problems on that
// line (ours before sending, the service's after), and totals to the cent that agree with the
// service's preview on an example worked by hand.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContractor } from '../../../../src/api/contractors/operations';
import type { Contractor } from '../../../../src/api/contractors/types';
import { useContractorPaymentGroupEditor } from '../../../../src/hooks/contractorPayments';
import { FIXED_BUSINESS } from '../../../support/contractors';
import { contractorsPage, onboardedContractor } from './contractorsHarness';

afterEach(cleanup);

let page: ReturnType<typeof contractorsPage>;
let hourly: Contractor;
let fixed: Contractor;
beforeEach(async () => {
  page = contractorsPage();
  hourly = await onboardedContractor(page, {
    wage_type: 'Hourly',
    hourly_rate: '33.33',
    start_date: '2026-06-01',
    first_name: 'Dorothy',
    last_name: 'Vaughan',
    ssn: '123456789',
  });
  fixed = await onboardedContractor(page, FIXED_BUSINESS);
  page.sent.length = 0;
});

const editorFor = (contractors: Contractor[]) =>
  page.render(() =>
    useContractorPaymentGroupEditor({ companyId: page.companyId, contractors, checkDate: '2026-06-22' }),
  );

describe('totals', () => {
  it('are exact to the cent in integer arithmetic and agree with the service’s preview', async () => {
    const editor = editorFor([hourly, fixed]);
    act(() => {
      // 7.333 h × $33.33 = $244.40889 → $244.41 (half up), + $0.10 bonus = $244.51.
      editor.current.setField(hourly.uuid, 'hours', '7.333');
      editor.current.setField(hourly.uuid, 'bonus', '.1');
      // $0.10 + $0.20: the sum binary floating point gets wrong (0.30000000000000004).
      editor.current.setField(fixed.uuid, 'wage', '0.1');
      editor.current.setField(fixed.uuid, 'reimbursement', '$0.20');
      editor.current.setPaymentMethod(fixed.uuid, 'Check');
    });
    expect(editor.current.lines.map((l) => [l.wageTotal, l.total])).toEqual([
      ['244.51', '244.51'],
      ['0.10', '0.30'],
    ]);
    expect(editor.current.totals).toEqual({
      wages: '244.61',
      reimbursements: '0.20',
      total: '244.81',
      debit: '244.51',
      check: '0.30',
    });

    const preview = await act(() => editor.current.preview());
    expect(preview?.totals).toMatchObject({
      amount: '244.81',
      debit_amount: '244.51',
      check_amount: '0.30',
      wage_amount: '244.61',
      reimbursement_amount: '0.20',
    });
    // Amounts went out as decimal strings with two places.
    expect(preview?.contractor_payments?.map((p) => [p.bonus, p.wage, p.reimbursement])).toEqual([
      ['0.10', '0.00', '0.00'],
      ['0.00', '0.10', '0.20'],
    ]);
  });

  it('leave a contractor with no amount out of the group, and refuse a group with none', async () => {
    const editor = editorFor([hourly, fixed]);
    await act(() => editor.current.preview());
    expect(editor.current.groupIssues).toEqual([
      { field: 'contractor_payments', category: 'missing_parameter', messageKey: 'validation.required' },
    ]);
    expect(page.sent).toEqual([]);

    act(() => editor.current.setField(fixed.uuid, 'wage', '500'));
    const preview = await act(() => editor.current.preview());
    expect(editor.current.groupIssues).toEqual([]);
    expect(preview?.contractor_payments?.map((p) => p.contractor_uuid)).toEqual([fixed.uuid]);
    expect(editor.current.totals.total).toBe('500.00');
  });
});

describe('each line’s problems land on that line', () => {
  it('ours first, on their fields, and nothing is sent', async () => {
    const editor = editorFor([hourly, fixed]);
    act(() => {
      editor.current.setField(hourly.uuid, 'hours', '12.3456');
      editor.current.setField(hourly.uuid, 'bonus', '-5');
      editor.current.setField(fixed.uuid, 'wage', '1.234');
      editor.current.setField(fixed.uuid, 'reimbursement', '20');
    });
    // Not before the admin asks for a preview.
    expect(editor.current.lines.flatMap((l) => l.issues)).toEqual([]);
    await act(() => editor.current.preview());
    expect(editor.current.lines.map((l) => l.issues.map((i) => [i.field, i.messageKey]))).toEqual([
      [
        ['hours', 'validation.hours'],
        ['bonus', 'validation.positive'],
      ],
      [['wage', 'validation.money']],
    ]);
    expect(page.sent).toEqual([]);
    expect(editor.current.previewed).toBeUndefined();
  });

  it('hours above 744 and amounts above $1,000,000.00 are refused on their fields before any preview (issue 43)', async () => {
    const editor = editorFor([hourly, fixed]);
    act(() => {
      // 100,000 hours at $33.33 would be a $3.3 million payment.
      editor.current.setField(hourly.uuid, 'hours', '100000');
      editor.current.setField(hourly.uuid, 'reimbursement', '1000000.01');
      editor.current.setField(fixed.uuid, 'wage', '1,000,000.00');
      editor.current.setField(fixed.uuid, 'bonus', '$2,000,000');
    });
    await act(() => editor.current.preview());
    expect(editor.current.lines.map((l) => l.issues.map((i) => [i.field, i.messageKey, i.max]))).toEqual([
      [
        ['hours', 'validation.max', '744'],
        ['reimbursement', 'validation.max', '1000000.00'],
      ],
      [['bonus', 'validation.max', '1000000.00']],
    ]);
    expect(page.sent).toEqual([]);
    expect(editor.current.previewed).toBeUndefined();
    // What was typed stays; at the bounds the preview goes through.
    expect(editor.current.lines[0]!.values.hours).toBe('100000');
    act(() => {
      editor.current.setField(hourly.uuid, 'hours', '744');
      editor.current.setField(hourly.uuid, 'reimbursement', '');
      editor.current.setField(fixed.uuid, 'bonus', '');
    });
    const preview = await act(() => editor.current.preview());
    expect(preview?.totals?.wage_amount).toBe('1024797.52');
  });

  it('the service’s per contractor, on the field it names or the line as a whole', async () => {
    const { data: newcomer } = await createContractor(page.client, page.companyId, {
      wage_type: 'Fixed',
      start_date: '2026-06-01',
      first_name: 'Mary',
      last_name: 'Jackson',
    });
    const editor = editorFor([hourly, newcomer, fixed]);
    act(() => {
      editor.current.setField(hourly.uuid, 'hours', '10');
      editor.current.setField(hourly.uuid, 'wage', '100');
      editor.current.setField(newcomer.uuid, 'wage', '250');
      editor.current.setField(fixed.uuid, 'wage', '800');
    });
    await act(() => editor.current.preview());
    const [dorothy, mary, hamilton] = editor.current.lines;
    expect(dorothy!.issues).toEqual([
      {
        field: 'wage',
        category: 'invalid_attribute_value',
        message: 'Dorothy Vaughan is paid hourly and wage cannot be set on a contractor payment',
      },
    ]);
    expect(mary!.issues).toEqual([
      expect.objectContaining({
        field: 'base',
        category: 'invalid_operation',
        message: expect.stringContaining('onboarding'),
      }),
    ]);
    expect(hamilton!.issues).toEqual([]);
    expect(editor.current.groupIssues).toEqual([]);
    expect(editor.current.previewed).toBeUndefined();

    // Clearing the wage clears what the service said about it; the other line keeps its own.
    act(() => editor.current.setField(hourly.uuid, 'wage', ''));
    expect(editor.current.lines[0]!.issues).toEqual([]);
    expect(editor.current.lines[1]!.issues).toHaveLength(1);

    // Without Mary, the group goes through and is created once.
    act(() => editor.current.setField(newcomer.uuid, 'wage', ''));
    const group = await act(() => editor.current.submit());
    expect(group?.contractor_payments?.map((p) => [p.contractor_uuid, p.wage_total])).toEqual([
      [hourly.uuid, '333.30'],
      [fixed.uuid, '800.00'],
    ]);
    expect(editor.current.created?.uuid).toBe(group?.uuid);
    expect(group?.creation_token).toEqual(expect.any(String));
  });
});
