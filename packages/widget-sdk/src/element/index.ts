/**
 * What a widget package builds its element from (`@tireshop/widgets/element`): the element
 * behaviour the loader hands each element to, the shared shop session, and the element class for
 * SDK users who bundle the views themselves. Host pages import `@tireshop/widgets` instead.
 */
export {
  defineViewElement,
  viewElementBehaviour,
  emitWidgetEvent,
  type ViewElementOptions,
  type ViewElementBehaviour,
} from './define-view-element';
export { shopWidgetProps, widgetSessionStorage, type WidgetSessionParts } from './widget-session';
