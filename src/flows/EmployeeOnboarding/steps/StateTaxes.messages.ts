import { defineMessages } from '../../../ui';

/**
 * Copy of the state tax step, English and Spanish. The questions themselves come from the
 * service. Partners override a key as `onboarding.stateTaxes.<key>`.
 *
 * @example
 * const { t } = useFlowMessages(stateTaxesMessages);
 * t('stateHeading', { state: 'CA' }); // 'California (CA)'
 */
export const stateTaxesMessages = defineMessages('onboarding.stateTaxes', {
  en: {
    title: 'State taxes',
    description: 'Answer the withholding questions of each state the employee lives or works in.',
    loading: 'Loading state tax questions…',
    loadError: 'The state tax questions could not be loaded.',
    empty: 'No state asks anything yet. Add a home and a work address first.',
    stateHeading: 'State: {state}',
    workState: 'work state',
    adminOnly: 'For the employer only',
    adminOnlyHint: 'For the employer only; the employee does not see this question.',
    selectPlaceholder: 'Choose an answer',
    'validation.number': 'Enter a whole number of 0 or more.',
  },
  es: {
    title: 'Impuestos estatales',
    description: 'Responda las preguntas de retención de cada estado donde el empleado vive o trabaja.',
    loading: 'Cargando las preguntas de impuestos estatales…',
    loadError: 'No se pudieron cargar las preguntas de impuestos estatales.',
    empty: 'Ningún estado pide datos todavía. Agregue primero una dirección particular y una de trabajo.',
    stateHeading: 'Estado: {state}',
    workState: 'estado de trabajo',
    adminOnly: 'Solo para el empleador',
    adminOnlyHint: 'Solo para el empleador; el empleado no ve esta pregunta.',
    selectPlaceholder: 'Elija una respuesta',
    'validation.number': 'Ingrese un número entero de 0 o más.',
  },
});
