/**
 * The product page's road hazard deal modal (docs/product-page.md), its own chunk: the page loads
 * it when the shopper opens it. It asks the API for the line's road hazard offer
 * (GET /v1/product-lines/{brand}/{line}/road-hazard) for this shopper and hands the view the
 * browser's cart.
 */
import { productLineRoadHazardEndpoint } from '@tireshop/core';
import { RoadHazardDealModal, type RoadHazardOfferState } from '@tireshop/views';
import { useEffect, useState } from 'react';
import { browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import type { LineModalProps } from './line-modal-button';

export interface RoadHazardDealProps {
  brand: string;
  line: string;
  lineName: string;
  productId: number | null;
}

export default function RoadHazardDeal({ brand, line, lineName, productId, open, onClose }: RoadHazardDealProps & LineModalProps) {
  const [offer, setOffer] = useState<RoadHazardOfferState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setOffer({ status: 'loading' });
    void storefrontContext(undefined)
      .api.call(productLineRoadHazardEndpoint, { params: { brand, line }, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setOffer(result.ok ? { status: 'ready', offer: result.data } : { status: 'error', message: result.error.message });
      });
    return () => controller.abort();
  }, [brand, line, attempt]);
  return (
    <RoadHazardDealModal
      open={open}
      onClose={onClose}
      lineName={lineName}
      offer={offer}
      onRetry={() => setAttempt((n) => n + 1)}
      productId={productId}
      cart={browserCart()}
    />
  );
}
