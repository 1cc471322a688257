/** Display rows for table stories: generated, not API payloads. */
export interface PersonRow {
  id: string;
  name: string;
  department: string;
  pay: string;
  status: string;
}

const firstNames = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eun-ji', 'Farah', 'Gus', 'Hiro', 'Ines', 'Jamal'];
const lastNames = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Evans', 'Fischer', 'García', 'Hughes'];
const departments = ['Engineering', 'Sales', 'Support', 'Finance'];
const statuses = ['onboarding_completed', 'admin_onboarding_incomplete', 'self_onboarding_invited'];

/**
 * `count` deterministic rows for table stories.
 *
 * @example
 * const rows = people(5000);
 */
export function people(count: number): PersonRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]} ${i + 1}`,
    department: departments[i % departments.length]!,
    pay: `${40000 + ((i * 1237) % 90000)}.00`,
    status: statuses[i % statuses.length]!,
  }));
}
