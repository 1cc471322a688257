import type { stateTaxesMessages } from './StateTaxes.messages';

/**
 * US Spanish copy of the state tax step, key for key with the English in `StateTaxes.messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `onboarding.stateTaxes.`.
 *
 * @example
 * stateTaxesMessagesEs.title; // 'Impuestos estatales'
 */
export const stateTaxesMessagesEs = {
  title: 'Impuestos estatales',
  description: 'Responda las preguntas de retención de cada estado donde el empleado vive o trabaja.',
  loading: 'Cargando las preguntas de impuestos estatales…',
  loadError: 'No se pudieron cargar las preguntas de impuestos estatales.',
  empty: 'Ningún estado pide datos todavía. Agregue primero una dirección particular y una de trabajo.',
  stateHeading: 'Estado: {state}',
  workState: 'estado de trabajo',
  adminOnlyHint: 'Solo para el empleador; el empleado no ve esta pregunta.',
  noEmployeeQuestions: '{state} no hace preguntas de retención al empleado: aquí no hay nada que completar.',
  selectPlaceholder: 'Elija una respuesta',
  'validation.number': 'Ingrese un número entero de 0 o más.',
} satisfies Record<keyof typeof stateTaxesMessages.en, string>;
