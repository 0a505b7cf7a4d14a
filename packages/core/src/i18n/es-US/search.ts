import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const search = {
  'Try a tire size like 225/45R17, a vehicle like 2021 Camry, or a brand like Michelin.':
    'Pruebe con una medida de llanta como 225/45R17, un vehículo como 2021 Camry o una marca como Michelin.',
  '{count} past searches': '{count} búsquedas anteriores',
  '{count} suggestion. Use the up and down arrows to choose.|{count} suggestions. Use the up and down arrows to choose.':
    '{count} sugerencia. Use las flechas arriba y abajo para elegir.|{count} sugerencias. Use las flechas arriba y abajo para elegir.',
  'No matches.': 'Sin resultados.',
  'Choose the front tire size first, then the rear size.': 'Elija primero la medida de las llantas delanteras y luego la de las traseras.',
  'Type the front tire size, e.g. 245/40R18.': 'Escriba la medida de las llantas delanteras, p. ej. 245/40R18.',
  "Oops, something went wrong. We couldn't load suggestions.": 'Uy, algo salió mal. No pudimos cargar las sugerencias.',
  'No matches for “{query}”.': 'Sin resultados para “{query}”.',
  'Search tires': 'Buscar llantas',
  'Close search': 'Cerrar búsqueda',
  Tires: 'Llantas',
  'Front tire size': 'Medida delantera',
  'Size, vehicle or brand': 'Medida, vehículo o marca',
  'Type to narrow down': 'Escriba para afinar la búsqueda',
  '225/45R17, 2021 Camry, Michelin…': '225/45R17, 2021 Camry, Michelin…',
  'Rear tire size': 'Medida trasera',
  'Rear size': 'Medida trasera',
  'Front size first': 'Primero la delantera',
  'Suggestions appear as you type. Backspace in an empty box removes the last choice.':
    'Las sugerencias aparecen mientras escribe. Retroceso en un campo vacío quita la última elección.',
  'Different front and rear sizes': 'Medidas distintas adelante y atrás',
  'Search only': 'Buscar solo',
  'Search results': 'Resultados de búsqueda',
  'Not sure what fits?': '¿No sabe qué le queda?',
  'Answer 3 questions with guided shopping': 'Responda 3 preguntas con la compra guiada',
  'Searching only ': 'Buscando solo ',
  'Remove {label}': 'Quitar {label}',
  ', choose to narrow down': ', elija para afinar la búsqueda',
  Suggestions: 'Sugerencias',
  'Loading your past searches…': 'Cargando sus búsquedas anteriores…',
  'Past searches': 'Búsquedas anteriores',
  'Clear all': 'Borrar todo',
  ' past searches': ' las búsquedas anteriores',
  'Remove {label} from past searches': 'Quitar {label} de las búsquedas anteriores',
} satisfies CatalogueOf<EnUS>['search'];
