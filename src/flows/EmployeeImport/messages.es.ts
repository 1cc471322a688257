import type { EmployeeImportMessageKey } from './messages';

/**
 * The employee import in Spanish, key for key (`payroll-kit/locales/es`).
 *
 * @example
 * namespaced(employeeImportMessages, employeeImportMessagesEs);
 */
export const employeeImportMessagesEs: Record<EmployeeImportMessageKey, string> = {
  'list.title': 'Importar empleados',
  'list.description':
    'Agregue muchos empleados a la vez desde una hoja de cálculo guardada como CSV: una fila de encabezado y luego un empleado por fila. Cada fila se revisa antes de enviar nada.',
  'template.download': 'Descargar la plantilla CSV',
  'template.hint':
    'La plantilla nombra cada columna, con una fila de ejemplo para reemplazar. Un departamento se nombra como lo nombra la empresa; una cuenta bancaria para depósito directo lleva su número de ruta, su número de cuenta y su tipo (Checking o Savings).',
  'file.label': 'Archivo CSV para importar',
  'file.hint': 'Como máximo 100 filas. Solo first_name y last_name son obligatorios.',
  'file.reading': 'Leyendo {name}…',
  'file.empty': 'El archivo no tiene filas bajo el encabezado. Agregue un empleado por fila.',
  'file.header':
    'La fila de encabezado debe nombrar first_name y last_name, y solo las columnas de la plantilla. Desconocidas: {columns}.',
  'file.tooMany': 'El archivo tiene más de 100 filas. Divídalo en archivos de 100 filas o menos.',
  'file.unreadable': 'No se pudo leer el archivo. Elíjalo de nuevo.',
  'departments.error': 'No se pudieron cargar los departamentos de la empresa para revisar las filas.',
  'departments.retry': 'Reintentar',
  'review.loading': 'Cargando las filas…',
  'review.title': 'Revise las filas',
  'review.file': '{name}: {count} filas.',
  'review.summary': '{ready} listas para enviar, {fix} por corregir, {created} creadas.',
  'review.rows': 'Filas del archivo',
  'row.title': 'Fila {line}: {name}',
  'row.unnamed': 'sin nombre',
  'row.ready': 'Lista',
  'row.fix': 'Por corregir',
  'row.refused': 'Rechazada',
  'row.created': 'Creada',
  'row.refusedNote':
    'El servicio de nómina rechazó esta fila. Corrija los campos de abajo y envíela de nuevo.',
  'row.fixNote': 'Corrija los campos de abajo; la fila se envía cuando estén correctos.',
  send: 'Enviar {count} filas',
  'send.none': 'Ninguna fila está lista para enviar. Corrija las filas marcadas Por corregir o Rechazada.',
  'send.error': 'No se pudieron enviar las filas. Revise la conexión e inténtelo de nuevo.',
  'results.sent': 'Enviadas: {created} creadas, {refused} rechazadas.',
  startOver: 'Elegir otro archivo',
  'column.external_id': 'ID externo',
  'column.first_name': 'Nombre',
  'column.last_name': 'Apellido',
  'column.middle_initial': 'Inicial del segundo nombre',
  'column.preferred_first_name': 'Nombre preferido',
  'column.email': 'Correo electrónico personal',
  'column.work_email': 'Correo electrónico del trabajo',
  'column.ssn': 'Número de Seguro Social',
  'column.date_of_birth': 'Fecha de nacimiento (AAAA-MM-DD)',
  'column.street_1': 'Calle',
  'column.street_2': 'Apartamento, suite',
  'column.city': 'Ciudad',
  'column.state': 'Estado (dos letras)',
  'column.zip': 'Código postal',
  'column.job_title': 'Puesto',
  'column.hire_date': 'Fecha de contratación (AAAA-MM-DD)',
  'column.rate': 'Tarifa de pago',
  'column.payment_unit': 'Pagado por (Hour, Week, Month, Year)',
  'column.flsa_status': 'Estado FLSA',
  'column.department': 'Departamento (su nombre)',
  'column.routing_number': 'Número de ruta bancaria',
  'column.account_number': 'Número de cuenta bancaria',
  'column.account_type': 'Tipo de cuenta (Checking, Savings)',
  'department.unknown': 'La empresa no tiene ningún departamento con este nombre. Use uno de: {names}.',
  'department.none': 'La empresa todavía no tiene departamentos: deje el departamento vacío.',
};
