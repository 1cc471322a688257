// What a tiered match gives, as the enrolment form's sentence says it (issue 45): each tier's
// slice of pay and the most the company puts in, worked in hundredths of a percent.
import { expect, test } from 'vitest';
import { matchTerms } from '../../../src/flows/shared/benefits/matchTerms';

test('a 100% match of the first 3% then 50% of the next 2% gives at most 4% of pay', () => {
  expect(
    matchTerms([
      { rate: '100', threshold: '3' },
      { rate: '50', threshold: '5' },
    ]),
  ).toEqual({
    terms: [
      { rate: '100.00', threshold: '3.00', delta: '3.00' },
      { rate: '50.00', threshold: '5.00', delta: '2.00' },
    ],
    max: '4.00',
  });
  // A quarter of the next 1.5% adds 0.375%, rounded to the hundredth: 4.38%.
  expect(
    matchTerms([
      { rate: '100', threshold: '3' },
      { rate: '50', threshold: '5' },
      { rate: '25', threshold: '6.5' },
    ])?.max,
  ).toBe('4.38');
});

test('no sentence while a tier is blank or the limits do not rise', () => {
  expect(matchTerms([])).toBeUndefined();
  expect(matchTerms([{ rate: '100', threshold: '' }])).toBeUndefined();
  expect(
    matchTerms([
      { rate: '100', threshold: '4' },
      { rate: '50', threshold: '4' },
    ]),
  ).toBeUndefined();
});
