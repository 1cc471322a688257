import * as z from 'zod/mini';
import { accountNumber, requiredText, routingNumber } from './fields';

/**
 * A bank account (contract.md#employees): ABA routing number with checksum, digits-only account number.
 *
 * @example
 * bankAccountSchema.parse({ name: 'Main', routing_number: '021000021', account_number: '1234567', account_type: 'Checking' });
 */
export const bankAccountSchema = /* @__PURE__ */ (() =>
  z.object({
    name: requiredText,
    routing_number: routingNumber,
    account_number: accountNumber,
    account_type: z.enum(['Checking', 'Savings'], { error: 'validation.accountType' }),
  }))();

const splitSchema = /* @__PURE__ */ (() =>
  z.object({
    uuid: requiredText,
    name: z.optional(z.string()),
    priority: z.int().check(z.minimum(1, { error: 'validation.splitPriority' })),
    split_amount: z.nullable(z.number().check(z.minimum(0, { error: 'validation.nonNegative' }))),
  }))();

/**
 * A payment method (contract.md#employees). Percentage splits must total exactly 100; amount splits are
 * integer cents and exactly the last one is null (it takes the rest); priorities run 1, 2, 3….
 * Errors land on the split that can fix them (`splits.1.split_amount`).
 *
 * @example
 * paymentMethodSchema.parse({ type: 'Check' });
 */
export const paymentMethodSchema = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.enum(['Check', 'Direct Deposit'], { error: 'validation.required' }),
      split_by: z.optional(z.nullable(z.enum(['Percentage', 'Amount']))),
      splits: z.optional(z.nullable(z.array(splitSchema))),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.type !== 'Direct Deposit') return;
        const splits = value.splits ?? [];
        if (!value.split_by) {
          context.addIssue({ code: 'custom', path: ['split_by'], message: 'validation.required' });
          return;
        }
        if (splits.length === 0) {
          context.addIssue({ code: 'custom', path: ['splits'], message: 'validation.required' });
          return;
        }
        splits.forEach((split, index) => {
          if (split.priority !== index + 1) {
            context.addIssue({
              code: 'custom',
              path: ['splits', index, 'priority'],
              message: 'validation.splitPriority',
            });
          }
        });
        const last = splits.length - 1;
        if (value.split_by === 'Percentage') {
          // Whole percentages in integer arithmetic; never float sums.
          const total = splits.reduce((sum, split) => sum + Math.round((split.split_amount ?? 0) * 100), 0);
          if (total !== 100 * 100) {
            context.addIssue({
              code: 'custom',
              path: ['splits', last, 'split_amount'],
              message: 'validation.percentTotal',
            });
          }
        } else {
          splits.forEach((split, index) => {
            const isLast = index === last;
            if (
              isLast !== (split.split_amount === null) ||
              (!isLast && !Number.isInteger(split.split_amount))
            ) {
              context.addIssue({
                code: 'custom',
                path: ['splits', index, 'split_amount'],
                message: 'validation.amountRemainder',
              });
            }
          });
        }
      }),
    ))();
