/**
 * NAICS 2022 industries a small employer most often picks: six-digit code and title. Loaded only
 * when the industry step searches (a dynamic import), never in the flow's first load.
 *
 * @example
 * const { naicsIndustries } = await import('./naicsIndustries');
 */
export const naicsIndustries: readonly (readonly [code: string, title: string])[] = [
  ['111998', 'All Other Miscellaneous Crop Farming'],
  ['115112', 'Soil Preparation, Planting, and Cultivating'],
  ['236115', 'New Single-Family Housing Construction'],
  ['236118', 'Residential Remodelers'],
  ['236220', 'Commercial and Institutional Building Construction'],
  ['238160', 'Roofing Contractors'],
  ['238210', 'Electrical Contractors and Other Wiring Installation Contractors'],
  ['238220', 'Plumbing, Heating, and Air-Conditioning Contractors'],
  ['238320', 'Painting and Wall Covering Contractors'],
  ['238990', 'All Other Specialty Trade Contractors'],
  ['311811', 'Retail Bakeries'],
  ['312120', 'Breweries'],
  ['323111', 'Commercial Printing (except Screen and Books)'],
  ['332710', 'Machine Shops'],
  ['334111', 'Electronic Computer Manufacturing'],
  ['423430', 'Computer and Computer Peripheral Equipment and Software Merchant Wholesalers'],
  ['424490', 'Other Grocery and Related Products Merchant Wholesalers'],
  ['441110', 'New Car Dealers'],
  ['444110', 'Home Centers'],
  ['445110', 'Supermarkets and Other Grocery Retailers (except Convenience Retailers)'],
  ['445131', 'Convenience Retailers'],
  ['449110', 'Furniture Retailers'],
  ['455110', 'Department Stores'],
  ['456110', 'Pharmacies and Drug Retailers'],
  ['458110', 'Clothing and Clothing Accessories Retailers'],
  ['459120', 'Hobby, Toy, and Game Retailers'],
  ['484110', 'General Freight Trucking, Local'],
  ['485310', 'Taxi and Ridesharing Services'],
  ['492210', 'Local Messengers and Local Delivery'],
  ['493110', 'General Warehousing and Storage'],
  ['513210', 'Software Publishers'],
  ['516210', 'Media Streaming Distribution Services, Social Networks, and Other Media Networks'],
  ['518210', 'Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services'],
  ['522110', 'Commercial Banking'],
  ['522320', 'Financial Transactions Processing, Reserve, and Clearinghouse Activities'],
  ['523940', 'Portfolio Management and Investment Advice'],
  ['524210', 'Insurance Agencies and Brokerages'],
  ['531110', 'Lessors of Residential Buildings and Dwellings'],
  ['531210', 'Offices of Real Estate Agents and Brokers'],
  ['531311', 'Residential Property Managers'],
  ['541110', 'Offices of Lawyers'],
  ['541211', 'Offices of Certified Public Accountants'],
  ['541214', 'Payroll Services'],
  ['541310', 'Architectural Services'],
  ['541330', 'Engineering Services'],
  ['541430', 'Graphic Design Services'],
  ['541511', 'Custom Computer Programming Services'],
  ['541512', 'Computer Systems Design Services'],
  ['541519', 'Other Computer Related Services'],
  ['541611', 'Administrative Management and General Management Consulting Services'],
  ['541613', 'Marketing Consulting Services'],
  ['541715', 'Research and Development in the Physical, Engineering, and Life Sciences'],
  ['541810', 'Advertising Agencies'],
  ['541921', 'Photography Studios, Portrait'],
  ['541940', 'Veterinary Services'],
  ['561110', 'Office Administrative Services'],
  ['561311', 'Employment Placement Agencies'],
  ['561320', 'Temporary Help Services'],
  ['561720', 'Janitorial Services'],
  ['561730', 'Landscaping Services'],
  ['611110', 'Elementary and Secondary Schools'],
  ['611310', 'Colleges, Universities, and Professional Schools'],
  ['611699', 'All Other Miscellaneous Schools and Instruction'],
  ['621111', 'Offices of Physicians (except Mental Health Specialists)'],
  ['621210', 'Offices of Dentists'],
  ['621310', 'Offices of Chiropractors'],
  ['621340', 'Offices of Physical, Occupational and Speech Therapists, and Audiologists'],
  ['621610', 'Home Health Care Services'],
  ['623110', 'Nursing Care Facilities (Skilled Nursing Facilities)'],
  ['624410', 'Child Care Services'],
  ['711130', 'Musical Groups and Artists'],
  ['713940', 'Fitness and Recreational Sports Centers'],
  ['721110', 'Hotels (except Casino Hotels) and Motels'],
  ['722320', 'Caterers'],
  ['722330', 'Mobile Food Services'],
  ['722410', 'Drinking Places (Alcoholic Beverages)'],
  ['722511', 'Full-Service Restaurants'],
  ['722513', 'Limited-Service Restaurants'],
  ['722515', 'Snack and Nonalcoholic Beverage Bars'],
  ['811111', 'General Automotive Repair'],
  ['812111', 'Barber Shops'],
  ['812112', 'Beauty Salons'],
  ['812910', 'Pet Care (except Veterinary) Services'],
  ['813110', 'Religious Organizations'],
  ['813319', 'Other Social Advocacy Organizations'],
  ['813410', 'Civic and Social Organizations'],
];

/**
 * The industries whose code starts with the digits typed, or whose title holds every word typed.
 *
 * @example
 * findIndustries(naicsIndustries, 'software'); // [['513210', 'Software Publishers']]
 */
export function findIndustries(
  table: typeof naicsIndustries,
  query: string,
): (readonly [code: string, title: string])[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  if (/^\d+$/.test(text)) return table.filter(([code]) => code.startsWith(text));
  const words = text.split(/\s+/);
  return table.filter(([, title]) => {
    const lower = title.toLowerCase();
    return words.every((word) => lower.includes(word));
  });
}
