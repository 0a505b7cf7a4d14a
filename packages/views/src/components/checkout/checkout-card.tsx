/**
 * The cards of the checkout steps: a section named by its heading (aria-labelledby), with a line or
 * a link beside the heading; and the tires card that the shipping and services steps both open
 * with (the cart's tires and road hazard protection, spec §4 Checkout "Road hazard checkbox").
 */
import type { CartStore } from '@tireshop/core';
import type { ReactNode, Ref } from 'react';
import type { LinkComponent } from '../link';
import { CartLines } from './cart-lines';
import { useMessages } from '../locale';
import { RoadHazardOption } from './road-hazard-option';

export function CheckoutCard({
  id,
  title,
  Heading,
  aside,
  sectionRef,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  Heading: 'h2' | 'h3';
  /** Beside the heading: a count, a "Change" link. */
  aside?: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section className="ts-checkout-card" aria-labelledby={id} ref={sectionRef}>
      <div className="ts-checkout-card__head">
        <Heading className="ts-checkout-card__title" id={id}>
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The cart's tires, their count beside the heading, and road hazard protection under them. */
export function CartTiresCard({
  id,
  title,
  Heading,
  cart,
  quantity,
  Link,
  pathname,
}: {
  id: string;
  title: string;
  Heading: 'h2' | 'h3';
  cart: CartStore;
  quantity: number;
  Link: LinkComponent;
  pathname: string;
}) {
  const t = useMessages('checkout');
  return (
    <CheckoutCard
      id={id}
      title={title}
      Heading={Heading}
      aside={<p className="ts-checkout-card__meta">{t('{count} tire|{count} tires', { count: quantity })}</p>}
    >
      <CartLines cart={cart} Link={Link} headingId={id} />
      <RoadHazardOption cart={cart} pathname={pathname} />
    </CheckoutCard>
  );
}
