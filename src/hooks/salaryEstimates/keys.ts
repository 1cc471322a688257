import { root } from '../queryKeyRoot';

/** One salary estimate (its path names no company or employee). */
export const salaryEstimate = (estimateId: string) => [root, 'salary-estimate', estimateId] as const;

/** The occupations a search finds (reference data of no company). */
export const salaryOccupations = (search: string) => [root, 'salary-occupations', search] as const;
