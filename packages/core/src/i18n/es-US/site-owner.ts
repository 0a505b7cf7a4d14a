import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const siteOwner = {
  '<{tag}> has no widget-id attribute: add the widget id the shop gave you, e.g. <{tag} widget-id="{example}">.':
    '<{tag}> no tiene el atributo widget-id: agregue el id de widget que le dio la tienda, p. ej. <{tag} widget-id="{example}">.',
  'widget-id "{widgetId}" on <{tag}> is not a widget of {apiBase}: check the id you pasted (or the api-base attribute).':
    'widget-id "{widgetId}" en <{tag}> no es un widget de {apiBase}: revise el id que pegó (o el atributo api-base).',
  'widget "{widgetId}" is switched off at the shop: ask the shop to enable it again.':
    'el widget "{widgetId}" está desactivado en la tienda: pídale a la tienda que lo vuelva a activar.',
  'widget "{widgetId}" may not be shown on {origin}: ask the shop to add this origin to the widget’s allowed origins.':
    'el widget "{widgetId}" no se puede mostrar en {origin}: pídale a la tienda que agregue este origen a los orígenes permitidos del widget.',
  'the shop’s API at {apiBase} is not answering ({error}); trying again in {seconds} s.':
    'la API de la tienda en {apiBase} no responde ({error}); se volverá a intentar en {seconds} s.',
  'no answer': 'sin respuesta',
  'locale "{locale}" on <{tag}> is not supported: use {supported}. The widget shows en-US.':
    'el locale "{locale}" en <{tag}> no es compatible: use {supported}. El widget se muestra en en-US.',
} satisfies CatalogueOf<EnUS>['siteOwner'];
