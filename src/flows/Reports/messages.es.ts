import type { ReportsMessageKey } from './messages';

/**
 * The reports screen's overview in Spanish, key for key.
 *
 * @example
 * namespaced(reportsMessages, reportsMessagesEs);
 */
export const reportsMessagesEs: Record<ReportsMessageKey, string> = {
  'list.title': 'Informes',
  'list.description':
    'Informes de nómina de la empresa, preparados por el servicio de nómina a partir de sus nóminas procesadas.',
  'templates.title': 'Empezar un informe',
  'templates.journal': 'Diario de nómina',
  'templates.journal.description':
    'Cada cheque de pago: ingresos, impuestos, deducciones, pago neto y los costos de la empresa. Usted elige las columnas, las fechas y el formato.',
  'templates.journal.build': 'Crear diario de nómina',
  'templates.custom': 'Informe personalizado',
  'templates.custom.description': 'Empiece sin columnas y elija las que necesita.',
  'templates.custom.build': 'Crear informe personalizado',
  'templates.fica': 'Salarios FICA anuales',
  'templates.fica.description':
    'Salarios e impuestos de Seguro Social y Medicare de cada empleado este año, en un CSV.',
  'templates.fica.request': 'Solicitar salarios FICA de {year}',
  'templates.ledger': 'Libro mayor',
  'templates.ledger.description':
    'El asiento contable de una nómina procesada, entero o dividido por puesto, departamento o integración contable, en JSON.',
  'templates.ledger.build': 'Solicitar un libro mayor',
  'recent.title': 'Informes recientes',
  'recent.empty':
    'Aún no se ha solicitado ningún informe. Los informes que solicite aquí aparecen con su descarga.',
  'recent.pending': 'Preparando {name}…',
  'recent.ready': '{name} está listo.',
  'recent.failed': 'No se pudo preparar {name}. Solicítelo de nuevo.',
  'recent.expired':
    'La descarga ha caducado (los archivos se guardan 10 minutos). Solicite el informe de nuevo.',
  'recent.download': 'Descargar {name} ({format})',
  'recent.loadError': 'No se pudo leer el avance del informe. Revise la conexión.',
  'recent.requestError': 'No se pudo solicitar el informe. Revise la conexión e inténtelo de nuevo.',
  'list.requested': 'Se solicitó {name}. Aparece en Informes recientes mientras se prepara.',
  'name.journal': 'Diario de nómina',
  'name.custom': 'Informe personalizado',
  'name.fica': 'Salarios FICA {year}',
  'format.csv': 'CSV',
  'format.json': 'JSON',
  'format.pdf': 'PDF',
  'form.loading': 'Cargando el generador de informes…',
};
