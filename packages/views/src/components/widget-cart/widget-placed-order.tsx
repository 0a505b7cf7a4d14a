/** The order placed in the widget: its code and CSS arrive once there is an order to show. */
import { useShadowStyles } from '../../element/shadow-styles';
import ordersCss from '../../styles/orders.css';
import { OrderView, type OrderViewProps } from '../orders/order-view';

export function WidgetPlacedOrder(props: OrderViewProps) {
  useShadowStyles(ordersCss);
  return <OrderView {...props} />;
}
