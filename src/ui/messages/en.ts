import { coreEn } from './coreEn';
import { validationEn } from './validationEn';

/**
 * Every user-facing string of the UI kit in English: the source of truth for the keys. Validation
 * keys are what the hooks layer puts into zod errors; status keys label {@link Badge} values. The
 * kit itself reads it in two parts, {@link coreEn} and {@link validationEn} (forms only), so a
 * page pays only for the words it can show.
 *
 * @example
 * en['validation.zip']; // 'Enter a 5-digit ZIP code, or ZIP+4.'
 */
export const en = { ...coreEn, ...validationEn } as const;

/** A key of the UI kit's own dictionary. */
export type UIMessageKey = keyof typeof en;

/** A complete dictionary of the UI kit: a translation must supply every key. */
export type UIDictionary = Record<UIMessageKey, string>;
