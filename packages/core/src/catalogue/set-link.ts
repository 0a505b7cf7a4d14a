/**
 * A staggered set's way to the product line page: the line's page in the front size with the rear
 * size as `rear` (`/brands/b/line?size=245%2F40R19&rear=275%2F35R19`), so the page opens with the
 * set chosen — two front and two rear tires — and one click buys the set, not four front tires.
 */
import type { TireSet } from '../contract/browse';

/** The query key of the rear size on a product line page. */
export const REAR_SIZE_PARAM = 'rear';

/** The tires of each axle a set is bought as. */
export const SET_TIRES_PER_AXLE = 2;

/** The product line page of a set: the front tire's link with the rear tire's size added. */
export function setHref(set: Pick<TireSet, 'front' | 'rear'>): string {
  const [path, query = ''] = set.front.link.href.split('?', 2);
  const params = new URLSearchParams(query);
  const rearSize = new URLSearchParams(set.rear.link.href.split('?', 2)[1] ?? '').get('size') ?? set.rear.size;
  params.set(REAR_SIZE_PARAM, rearSize);
  return `${path}?${params}`;
}
