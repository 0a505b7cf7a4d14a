import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const compare = pageModule('pages/product/compare', () => import('../product/compare'));
const lineReviews = pageModule('pages/product/line-reviews', () => import('../product/line-reviews'));
const productLine = pageModule('pages/product/product-line', () => import('../product/product-line'));
const tireSize = pageModule('pages/tire-size', () => import('../tire-size'));
const brands = pageModule('pages/catalogue/brands', () => import('./brands'));
const deals = pageModule('pages/catalogue/deals', () => import('./deals'));
const reviews = pageModule('pages/catalogue/reviews', () => import('./reviews'));
const taxonomy = pageModule('pages/catalogue/taxonomy', () => import('./taxonomy'));
const vehicles = pageModule('pages/catalogue/vehicles', () => import('./vehicles'));

const Nothing = () => null;

/**
 * Catalogue routes of spec storefront §2 (brands, categories, types, vehicles, sizes, deals,
 * reviews, compare); each page module is its own chunk. Static segments outrank dynamic ones in react-router's matching, so
 * /brands/{brand}/reviews is never read as a product line called "reviews".
 * (/tire-sizes and /tire-sizes/{size} are in app/routes.tsx.)
 */
export const catalogueRoutes: RouteObject[] = [
  // Brands and product lines
  { path: 'brands', ...brands((m) => ({ loader: m.brandsLoader, Component: m.BrandsPage })) },
  { path: 'brands/:brand', ...brands((m) => ({ loader: m.brandLoader, Component: m.BrandPage })) },
  { path: 'brands/:brand/reviews', ...reviews((m) => ({ loader: m.brandReviewsLoader, Component: m.LinesReviewsPage })) },
  { path: 'brands/:brand/types', ...brands((m) => ({ loader: m.brandTaxaLoader('types'), Component: m.BrandTaxaPage })) },
  {
    path: 'brands/:brand/types/:value',
    ...brands((m) => ({ loader: m.brandRefinementLoader('types'), Component: m.BrandRefinementPage })),
  },
  { path: 'brands/:brand/categories', ...brands((m) => ({ loader: m.brandTaxaLoader('categories'), Component: m.BrandTaxaPage })) },
  {
    path: 'brands/:brand/categories/:value',
    ...brands((m) => ({ loader: m.brandRefinementLoader('categories'), Component: m.BrandRefinementPage })),
  },
  { path: 'brands/:brand/:line', ...productLine((m) => ({ loader: m.productLineLoader, Component: m.ProductLinePage })) },
  { path: 'brands/:brand/:line/p', ...productLine((m) => ({ loader: m.productPathLoader, Component: Nothing })) },
  { path: 'brands/:brand/:line/p/:slug', ...productLine((m) => ({ loader: m.productPathLoader, Component: Nothing })) },
  { path: 'brands/:brand/:line/reviews', ...lineReviews((m) => ({ loader: m.lineReviewsLoader, Component: m.LineReviewsPage })) },
  { path: 'brands/:brand/:line/write-a-review', ...lineReviews((m) => ({ loader: m.writeReviewLoader, Component: m.WriteReviewPage })) },

  // Categories and tire types
  { path: 'categories', ...taxonomy((m) => ({ loader: m.categoriesLoader, Component: m.CategoriesPage })) },
  { path: 'categories/:category', ...taxonomy((m) => ({ loader: m.categoryLoader, Component: m.CategoryPage })) },
  { path: 'categories/:category/reviews', ...reviews((m) => ({ loader: m.categoryReviewsLoader, Component: m.LinesReviewsPage })) },
  { path: 'types', ...taxonomy((m) => ({ loader: m.typesLoader, Component: m.TypesPage })) },
  { path: 'types/:type', ...taxonomy((m) => ({ loader: m.typeLoader, Component: m.TypePage })) },
  { path: 'types/:type/reviews', ...reviews((m) => ({ loader: m.typeReviewsLoader, Component: m.LinesReviewsPage })) },

  // Vehicles
  { path: 'vehicles', ...vehicles((m) => ({ loader: m.makesLoader, Component: m.MakesPage })) },
  { path: 'vehicles/:make', ...vehicles((m) => ({ loader: m.modelsLoader, Component: m.ModelsPage })) },
  { path: 'vehicles/:make/:model', ...vehicles((m) => ({ loader: m.yearsLoader, Component: m.YearsPage })) },
  { path: 'vehicles/:make/:model/:year', ...vehicles((m) => ({ loader: m.vehicleLoader, Component: m.VehiclePage })) },
  { path: 'vehicles/:make/:model/:year/*', ...vehicles((m) => ({ loader: m.vehicleDeepLoader, Component: Nothing })) },

  // Sizes (the index and the size page itself are in app/routes.tsx)
  { path: 'tire-sizes/diameter/:rim', ...tireSize((m) => ({ loader: m.rimDiameterLoader, Component: m.RimDiameterPage })) },
  {
    path: 'tire-sizes/:size/categories/:value',
    ...tireSize((m) => ({ loader: m.tireSizeRefinementLoader('categories'), Component: m.TireSizePage })),
  },
  {
    path: 'tire-sizes/:size/types/:value',
    ...tireSize((m) => ({ loader: m.tireSizeRefinementLoader('types'), Component: m.TireSizePage })),
  },
  {
    path: 'tire-sizes/:size/brands/:value',
    ...tireSize((m) => ({ loader: m.tireSizeRefinementLoader('brands'), Component: m.TireSizePage })),
  },

  // Deals
  { path: 'tire-deals', ...deals((m) => ({ loader: m.dealsLoader, Component: m.DealsPage })) },
  {
    path: 'tire-deals/black-friday-sale',
    ...deals((m) => ({ loader: m.saleLoader('black-friday-sale', 'blackFriday', 'Black Friday sale'), Component: m.DealPage })),
  },
  {
    path: 'tire-deals/cyber-monday-sale',
    ...deals((m) => ({ loader: m.saleLoader('cyber-monday-sale', 'cyberMonday', 'Cyber Monday sale'), Component: m.DealPage })),
  },
  { path: 'tire-deals/:deal', ...deals((m) => ({ loader: m.dealLoader, Component: m.DealPage })) },

  // Reviews and compare
  { path: 'tire-reviews', ...reviews((m) => ({ loader: m.tireReviewsLoader, Component: m.TireReviewsPage })) },
  { path: 'tire-reviews/:section', ...reviews((m) => ({ loader: m.tireReviewsSectionLoader, Component: m.LinesReviewsPage })) },
  { path: 'compare', ...compare((m) => ({ loader: m.compareLoader, Component: m.ComparePage })) },
];
