/**
 * The name the service gives a contractor's W-9 among their documents.
 *
 * @example
 * const w9 = documents.find((document) => document.name === W9_DOCUMENT);
 */
export const W9_DOCUMENT = 'taxpayer_identification_form_w_9';
