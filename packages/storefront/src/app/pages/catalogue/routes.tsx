import type { RouteObject } from 'react-router';
import { ComparePage, compareLoader } from '../product/compare';
import { LineReviewsPage, lineReviewsLoader, WriteReviewPage, writeReviewLoader } from '../product/line-reviews';
import { ProductLinePage, productLineLoader, productPathLoader } from '../product/product-line';
import { RimDiameterPage, rimDiameterLoader, TireSizePage, tireSizeRefinementLoader } from '../tire-size';
import {
  BrandPage,
  BrandRefinementPage,
  BrandsPage,
  BrandTaxaPage,
  brandLoader,
  brandRefinementLoader,
  brandsLoader,
  brandTaxaLoader,
} from './brands';
import { DealPage, dealLoader, DealsPage, dealsLoader, saleLoader } from './deals';
import {
  brandReviewsLoader,
  categoryReviewsLoader,
  LinesReviewsPage,
  TireReviewsPage,
  tireReviewsLoader,
  tireReviewsSectionLoader,
  typeReviewsLoader,
} from './reviews';
import { CategoriesPage, categoriesLoader, CategoryPage, categoryLoader, TypePage, typeLoader, TypesPage, typesLoader } from './taxonomy';
import {
  MakesPage,
  makesLoader,
  ModelsPage,
  modelsLoader,
  VehiclePage,
  vehicleDeepLoader,
  vehicleLoader,
  YearsPage,
  yearsLoader,
} from './vehicles';

const Nothing = () => null;

/**
 * Catalogue routes of spec storefront §2 (brands, categories, types, vehicles, sizes, deals,
 * reviews, compare). Static segments outrank dynamic ones in react-router's matching, so
 * /brands/{brand}/reviews is never read as a product line called "reviews".
 * (/tire-sizes and /tire-sizes/{size} are in app/routes.tsx.)
 */
export const catalogueRoutes: RouteObject[] = [
  // Brands and product lines
  { path: 'brands', loader: brandsLoader, Component: BrandsPage },
  { path: 'brands/:brand', loader: brandLoader, Component: BrandPage },
  { path: 'brands/:brand/reviews', loader: brandReviewsLoader, Component: LinesReviewsPage },
  { path: 'brands/:brand/types', loader: brandTaxaLoader('types'), Component: BrandTaxaPage },
  { path: 'brands/:brand/types/:value', loader: brandRefinementLoader('types'), Component: BrandRefinementPage },
  { path: 'brands/:brand/categories', loader: brandTaxaLoader('categories'), Component: BrandTaxaPage },
  { path: 'brands/:brand/categories/:value', loader: brandRefinementLoader('categories'), Component: BrandRefinementPage },
  { path: 'brands/:brand/:line', loader: productLineLoader, Component: ProductLinePage },
  { path: 'brands/:brand/:line/p', loader: productPathLoader, Component: Nothing },
  { path: 'brands/:brand/:line/p/:slug', loader: productPathLoader, Component: Nothing },
  { path: 'brands/:brand/:line/reviews', loader: lineReviewsLoader, Component: LineReviewsPage },
  { path: 'brands/:brand/:line/write-a-review', loader: writeReviewLoader, Component: WriteReviewPage },

  // Categories and tire types
  { path: 'categories', loader: categoriesLoader, Component: CategoriesPage },
  { path: 'categories/:category', loader: categoryLoader, Component: CategoryPage },
  { path: 'categories/:category/reviews', loader: categoryReviewsLoader, Component: LinesReviewsPage },
  { path: 'types', loader: typesLoader, Component: TypesPage },
  { path: 'types/:type', loader: typeLoader, Component: TypePage },
  { path: 'types/:type/reviews', loader: typeReviewsLoader, Component: LinesReviewsPage },

  // Vehicles
  { path: 'vehicles', loader: makesLoader, Component: MakesPage },
  { path: 'vehicles/:make', loader: modelsLoader, Component: ModelsPage },
  { path: 'vehicles/:make/:model', loader: yearsLoader, Component: YearsPage },
  { path: 'vehicles/:make/:model/:year', loader: vehicleLoader, Component: VehiclePage },
  { path: 'vehicles/:make/:model/:year/*', loader: vehicleDeepLoader, Component: Nothing },

  // Sizes (the index and the size page itself are in app/routes.tsx)
  { path: 'tire-sizes/diameter/:rim', loader: rimDiameterLoader, Component: RimDiameterPage },
  { path: 'tire-sizes/:size/categories/:value', loader: tireSizeRefinementLoader('categories'), Component: TireSizePage },
  { path: 'tire-sizes/:size/types/:value', loader: tireSizeRefinementLoader('types'), Component: TireSizePage },
  { path: 'tire-sizes/:size/brands/:value', loader: tireSizeRefinementLoader('brands'), Component: TireSizePage },

  // Deals
  { path: 'tire-deals', loader: dealsLoader, Component: DealsPage },
  {
    path: 'tire-deals/black-friday-sale',
    loader: saleLoader('black-friday-sale', 'blackFriday', 'Black Friday sale'),
    Component: DealPage,
  },
  {
    path: 'tire-deals/cyber-monday-sale',
    loader: saleLoader('cyber-monday-sale', 'cyberMonday', 'Cyber Monday sale'),
    Component: DealPage,
  },
  { path: 'tire-deals/:deal', loader: dealLoader, Component: DealPage },

  // Reviews and compare
  { path: 'tire-reviews', loader: tireReviewsLoader, Component: TireReviewsPage },
  { path: 'tire-reviews/:section', loader: tireReviewsSectionLoader, Component: LinesReviewsPage },
  { path: 'compare', loader: compareLoader, Component: ComparePage },
];
