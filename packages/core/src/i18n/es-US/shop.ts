import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const shop = {
  'Buy tires installed at {shop}': 'Compre llantas instaladas en {shop}',
  'Buy tires online': 'Compre llantas en línea',
  '{city}, {state} · Tires ship free to the shop; book your installation at checkout.':
    '{city}, {state} · Las llantas se envían gratis al taller; reserve su instalación al pagar.',
  "Don't know your size? Search by vehicle or brand": '¿No sabe su medida? Busque por vehículo o marca',
  'Shop {shop} tires': 'Compre llantas {shop}',
  "Don't know your size? Search by vehicle": '¿No sabe su medida? Busque por vehículo',
  'Find the right tires': 'Encuentre las llantas adecuadas',
  'Shop this tire': 'Ver esta llanta en la tienda',

  'This tire shop is not set up yet. Please contact the shop.':
    'Esta tienda de llantas todavía no está configurada. Comuníquese con la tienda.',
  'This tire shop is not enabled for this website yet. Please contact the shop.':
    'Esta tienda de llantas todavía no está habilitada para este sitio web. Comuníquese con la tienda.',
  'This tire shop is disabled at the moment. Please contact the shop.':
    'Esta tienda de llantas está desactivada por el momento. Comuníquese con la tienda.',
  'We can’t reach the tire shop right now. Trying again…':
    'No podemos comunicarnos con la tienda de llantas en este momento. Volviendo a intentar…',
  'The tire shop is taking longer than usual to answer…': 'La tienda de llantas está tardando más de lo normal en responder…',
  'We can’t reach the tire shop right now. Please try again.':
    'No podemos comunicarnos con la tienda de llantas en este momento. Inténtelo de nuevo.',
  'Oops, something went wrong': 'Uy, algo salió mal',
  'Try again': 'Intentar de nuevo',

  'Tire size': 'Medida de llanta',
  "The size is printed on your tire's sidewall, e.g. 225/45R17.": 'La medida está impresa en el costado de su llanta, p. ej. 225/45R17.',
  'Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.':
    'Escriba una medida de llanta como 225/45R17, LT265/70R17 o 33x12.50R15LT.',
  'Find tires': 'Buscar llantas',

  'Tires in {size}': 'Llantas {size}',
  'No tires in {size}': 'No hay llantas {size}',
  'Showing {first}–{last} of {total} tires in {size}': 'Mostrando {first}–{last} de {total} llantas {size}',
  'No tires on this page.': 'No hay llantas en esta página.',
  'Go back to the first page to see all {total} tires.': 'Vuelva a la primera página para ver las {total} llantas.',
  'Loading tires…': 'Cargando llantas…',
  'Result pages': 'Páginas de resultados',
  'Page {page}': 'Página {page}',
  'Sort by': 'Ordenar por',
  Sort: 'Ordenar',
  'Best match': 'Más relevantes',
  'Price: Low to High': 'Precio: de menor a mayor',
  'Price: High to Low': 'Precio: de mayor a menor',
  'Top rated': 'Mejor calificadas',

  Specifications: 'Especificaciones',
  '{thousands}k mi warranty': 'Garantía de {thousands} mil millas',
  'Run-flat': 'Run-flat (antipinchazos)',
  'Out of stock': 'Agotada',
  'Only {quantity} left': 'Solo quedan {quantity}',
  'In stock': 'Disponible',
  'No reviews yet': 'Sin reseñas todavía',
  'Rated {value} out of 5 from {count} review|Rated {value} out of 5 from {count} reviews':
    'Calificación de {value} de 5 en {count} reseña|Calificación de {value} de 5 en {count} reseñas',
  'Was ': 'Antes ',
  'Now ': 'Ahora ',
  each: 'c/u',
} satisfies CatalogueOf<EnUS>['shop'];
