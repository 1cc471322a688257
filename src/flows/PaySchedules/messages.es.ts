import type { PaySchedulesMessageKey } from './messages';

/**
 * US Spanish copy of the pay schedules flow, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `paySchedules.`.
 *
 * @example
 * paySchedulesMessagesEs['list.title']; // 'Calendarios de pago'
 */
export const paySchedulesMessagesEs = {
  'list.title': 'Calendarios de pago',
  'list.caption': 'Calendarios de pago de la empresa',
  'list.add': 'Agregar calendario de pago',
  'list.name': 'Nombre',
  'list.frequency': 'Frecuencia',
  'list.anchorPayDate': 'Primera fecha de pago',
  'list.anchorEnd': 'Fin del primer período',
  'list.actions': 'Acciones',
  'list.edit': 'Editar',
  'list.editFor': 'Editar {name}',
  'list.inactive': 'Sin asignar',
  'list.empty.title': 'Todavía no hay calendarios de pago',
  'list.empty.description':
    'Agregue el primer calendario de pago de la empresa: todos los empleados cobrarán según él.',
  'list.error': 'No se pudieron cargar los calendarios de pago.',
  'list.created': 'Se agregó el calendario de pago {name}.',
  'list.updated': 'Se guardó el calendario de pago {name}.',
  'frequency.Every week': 'Cada semana',
  'frequency.Every other week': 'Cada dos semanas',
  'frequency.Twice per month': 'Dos veces al mes',
  'frequency.Monthly': 'Mensual',
  'form.addTitle': 'Agregar un calendario de pago',
  'form.editTitle': 'Editar calendario de pago',
  'form.description':
    'Con qué frecuencia cobran los empleados y la primera fecha de pago desde la que cuenta el calendario.',
  'form.loading': 'Cargando el calendario de pago…',
  'form.loadError':
    'No se pudo cargar este calendario de pago. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Este calendario de pago ya no existe.',
  'form.save': 'Guardar calendario de pago',
  'field.frequency': 'Frecuencia de pago',
  'field.frequency.placeholder': 'Elija una frecuencia',
  'field.anchor_pay_date': 'Primera fecha de pago',
  'field.anchor_end_of_pay_period': 'Último día del primer período de pago',
  'field.day_1': 'Primer día de pago del mes',
  'field.day_2': 'Segundo día de pago del mes',
  'field.day.hint': '31 significa el último día del mes.',
  'field.custom_name': 'Nombre (opcional)',
  'field.custom_name.hint': 'Si lo deja vacío, el nombre se forma a partir de la frecuencia.',
  'list.inactive.hint':
    'Sin asignar: nadie cobra todavía con este calendario, así que no tiene períodos de pago ni nóminas. Asígnele empleados en «Quién cobra en cada calendario».',
  'preview.hintDays':
    'Complete la frecuencia, las dos fechas y los días de pago para ver los períodos de pago.',
  'preview.invalidDates':
    'Corrija las fechas de arriba para ver los períodos de pago: el primer período debe terminar en la primera fecha de pago o antes.',
  'preview.invalidDays':
    'Corrija los días de pago de arriba para ver los períodos de pago: días del mes del 1 al 31, el segundo después del primero, y el primer período terminando en la primera fecha de pago o antes.',
  'preview.title': 'Próximos períodos de pago',
  'preview.hint': 'Complete la frecuencia y ambas fechas para ver los períodos de pago.',
  'preview.loading': 'Calculando los períodos de pago…',
  'preview.error': 'No se pudieron calcular los períodos de pago con estos valores.',
  'preview.caption': 'Los próximos períodos de pago de este calendario',
  'preview.payDate': 'Fecha de pago',
  'preview.period': 'Período de pago',
  'preview.runBy': 'Procesar la nómina antes del',
  'preview.runByTime': 'Procese la nómina antes de las {time} del día indicado.',
  'preview.range': '{start} – {end}',
  'preview.holidays':
    'Feriados bancarios en estos períodos: {dates}. Las fechas de pago ya se ajustan a ellos.',
  'error.periodEndAfterPayDate':
    'El primer período de pago debe terminar en la primera fecha de pago o antes.',
  'error.day2AfterDay1': 'El segundo día de pago debe ser posterior al primero.',
  'conflict.title': 'Otra persona cambió este calendario de pago',
} satisfies Record<PaySchedulesMessageKey, string>;
