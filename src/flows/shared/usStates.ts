/**
 * Two-letter codes the service accepts for `state`: the 50 states, DC and the territories.
 * Shown as codes: their names need no translation and match what the service returns.
 *
 * @example
 * usStates.map((code) => ({ value: code, label: code }));
 */
export const usStates = (
  'AL AK AS AZ AR CA CO CT DE DC FL GA GU HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MP MT NE NV ' +
  'NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA VI WA WV WI WY'
).split(' ');
