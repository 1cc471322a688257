/**
 * The states, DC and the territories the service accepts for `state`, by two-letter code, with
 * their names (proper names: the same in English and Spanish), in the order of their names.
 *
 * @example
 * usStateNames.GU; // 'Guam'
 */
// Pure: a bundle with no address form drops the table (e.g. <TimeOff/>). The one home of the
// states: the schemas' `stateCode` and the flows' state selects read it.
export const usStateNames: Readonly<Record<string, string>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    (
      'ALAlabama|AKAlaska|ASAmerican Samoa|AZArizona|ARArkansas|CACalifornia|COColorado' +
      '|CTConnecticut|DEDelaware|DCDistrict of Columbia|FLFlorida|GAGeorgia|GUGuam|HIHawaii|IDIdaho' +
      '|ILIllinois|INIndiana|IAIowa|KSKansas|KYKentucky|LALouisiana|MEMaine|MDMaryland' +
      '|MAMassachusetts|MIMichigan|MNMinnesota|MSMississippi|MOMissouri|MTMontana|NENebraska' +
      '|NVNevada|NHNew Hampshire|NJNew Jersey|NMNew Mexico|NYNew York|NCNorth Carolina' +
      '|NDNorth Dakota|MPNorthern Mariana Islands|OHOhio|OKOklahoma|OROregon|PAPennsylvania' +
      '|PRPuerto Rico|RIRhode Island|SCSouth Carolina|SDSouth Dakota|TNTennessee|TXTexas' +
      '|VIU.S. Virgin Islands|UTUtah|VTVermont|VAVirginia|WAWashington|WVWest Virginia|WIWisconsin' +
      '|WYWyoming'
    )
      .split('|')
      .map((entry) => [entry.slice(0, 2), entry.slice(2)]),
  ))();

/**
 * Two-letter codes the service accepts for `state`: the 50 states, DC and the territories, in
 * the order of their names.
 *
 * @example
 * usStates.includes('PR'); // true
 */
export const usStates = /* @__PURE__ */ (() => Object.keys(usStateNames))();
