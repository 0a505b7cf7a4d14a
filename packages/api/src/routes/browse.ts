import {
  brandEndpoint,
  brandsEndpoint,
  categoriesEndpoint,
  categoryEndpoint,
  dealEndpoint,
  dealsEndpoint,
  rimDiameterEndpoint,
  sitemapEndpoint,
  tireListingEndpoint,
  tireSizesEndpoint,
  tireTypeEndpoint,
  tireTypesEndpoint,
  vehicleMakesEndpoint,
  vehicleModelsEndpoint,
  vehicleTrimsEndpoint,
  vehicleYearsEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { brandScope } from '../services/brand-scope';
import { listDeals } from '../services/deals';
import { getDeal, listTires } from '../services/listing';
import { sitemap } from '../services/sitemap';
import {
  getBrand,
  getCategory,
  getRimDiameter,
  getTireType,
  listBrands,
  listCategories,
  listTireSizes,
  listTireTypes,
} from '../services/taxonomy';
import { listMakes, listModels, listTrims, listYears } from '../services/vehicles';

const context = (c: ApiContext) => ({
  apiOrigin: apiOrigin(c),
  now: c.var.now,
  scope: brandScope(c.var.client),
  userType: c.var.client?.userType,
});

/** Catalogue browsing: the listing, brands, categories, types, sizes, vehicles, deals, sitemap. */
export function browseRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  registerEndpoint(app, tireListingEndpoint, options, ({ query }, c) => listTires(database, query, context(c)));

  registerEndpoint(app, brandsEndpoint, options, () => listBrands(database));
  registerEndpoint(app, brandEndpoint, options, ({ params }, c) => getBrand(database, params.brand, apiOrigin(c)));
  registerEndpoint(app, categoriesEndpoint, options, () => listCategories(database));
  registerEndpoint(app, categoryEndpoint, options, ({ params }, c) => getCategory(database, params.category, apiOrigin(c)));
  registerEndpoint(app, tireTypesEndpoint, options, () => listTireTypes(database));
  registerEndpoint(app, tireTypeEndpoint, options, ({ params }, c) => getTireType(database, params.type, apiOrigin(c)));
  registerEndpoint(app, tireSizesEndpoint, options, () => listTireSizes(database));
  registerEndpoint(app, rimDiameterEndpoint, options, ({ params }) => getRimDiameter(database, params.rim));

  registerEndpoint(app, vehicleMakesEndpoint, options, () => listMakes(database));
  registerEndpoint(app, vehicleModelsEndpoint, options, ({ params }) => listModels(database, params.make));
  registerEndpoint(app, vehicleYearsEndpoint, options, ({ params }) => listYears(database, params.make, params.model));
  registerEndpoint(app, vehicleTrimsEndpoint, options, ({ params }) => listTrims(database, params.make, params.model, params.year));

  registerEndpoint(app, dealsEndpoint, options, (_input, c) => listDeals(database, c.var.now));
  registerEndpoint(app, dealEndpoint, options, ({ params, query }, c) => getDeal(database, params.deal, query, context(c)));

  registerEndpoint(app, sitemapEndpoint, options, (_input, c) => sitemap(database, c.var.now));
}
