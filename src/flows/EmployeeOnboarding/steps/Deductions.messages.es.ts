import type { deductionsMessages } from './Deductions.messages';

/**
 * US Spanish copy of the optional deductions step, key for key with `Deductions.messages.ts`
 * (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, prefixed `onboarding.deductions.`.
 *
 * @example
 * deductionsMessagesEs.skip; // 'Sin deducciones'
 */
export const deductionsMessagesEs = {
  title: 'Deducciones',
  description:
    'Inscriba al empleado en los beneficios que ofrece la empresa (un 401(k), seguro médico, dental…): su deducción y la aportación de la empresa figuran entonces en cada nómina. Este paso es opcional.',
  garnishments:
    'La manutención de menores y otros embargos se agregan en la página del empleado una vez incorporado.',
  loading: 'Cargando el paso de deducciones…',
  skip: 'Sin deducciones',
  continue: 'Continuar',
} satisfies Record<keyof typeof deductionsMessages.en, string>;
