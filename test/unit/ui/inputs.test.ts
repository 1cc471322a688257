import { expect, test } from 'vitest';
import {
  applyMask,
  centsToMoney,
  masks,
  moneyToCents,
  normalizeMoney,
  statusTone,
  unmask,
} from '../../../src/ui';

test('masks format digits as typed and never get stuck on a literal', () => {
  expect(applyMask('123456789', masks.ssn)).toBe('123-45-6789');
  expect(applyMask('123-', masks.ssn)).toBe('123');
  expect(applyMask('1234567890123', masks.phone)).toBe('(123) 456-7890');
  expect(applyMask('94107', masks.zip)).toBe('94107');
  expect(applyMask('941071234', masks.zip)).toBe('94107-1234');
  expect(applyMask('12 3456789', masks.ein)).toBe('12-3456789');
  expect(unmask('(555) 123-4567')).toBe('5551234567');
});

test('typed amounts are tidied to the wire format by string operations', () => {
  expect(normalizeMoney('$1,250.5')).toBe('1250.50');
  expect(normalizeMoney('007')).toBe('7.00');
  expect(normalizeMoney('.5')).toBe('0.50');
  expect(normalizeMoney('-0')).toBe('0.00');
  // Not silently rounded: validation must flag these.
  expect(normalizeMoney('12.345')).toBe('12.345');
  expect(normalizeMoney('twelve')).toBe('twelve');
});

test('money arithmetic goes through integer cents', () => {
  expect(moneyToCents('0.10')! + moneyToCents('0.20')!).toBe(30);
  expect(centsToMoney(moneyToCents('0.10')! + moneyToCents('0.20')!)).toBe('0.30');
  expect(centsToMoney(-5)).toBe('-0.05');
  expect(moneyToCents('abc')).toBeNull();
  expect(() => centsToMoney(0.5)).toThrow(RangeError);
});

test('every status has a tone, and an unknown one is neutral', () => {
  const known = [
    'onboarding_completed',
    'admin_onboarding_incomplete',
    'self_onboarding_pending_invite',
    'self_onboarding_invited',
    'self_onboarding_invited_started',
    'self_onboarding_invited_overdue',
    'self_onboarding_completed_by_employee',
    'self_onboarding_awaiting_admin_review',
    'calculating',
    'calculate_success',
    'submitting',
    'submit_success',
    'processing_failed',
    'pending',
    'approved',
    'declined',
    'consumed',
  ];
  expect(statusTone('processing_failed')).toBe('danger');
  expect(statusTone('onboarding_completed')).toBe('success');
  expect(statusTone('self_onboarding_invited_overdue')).toBe('danger');
  expect(statusTone('declined')).toBe('danger');
  expect(statusTone('a_status_from_2030')).toBe('neutral');
  expect(statusTone('toString')).toBe('neutral');
  const tones = new Set(known.map(statusTone));
  expect(tones).toEqual(new Set(['success', 'warning', 'info', 'danger', 'neutral']));
});
