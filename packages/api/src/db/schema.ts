/**
 * The tireshop database. One schema for PGlite (embedded) and PostgreSQL (server): only
 * features PostgreSQL 15 has. Money is integer cents. Migrations in ../../drizzle are generated
 * from this file with `npm run db:generate` and committed.
 */
import { type AnalyticsPageEventType, USER_TYPES, type UserType, type WeeklyHours, type WidgetDeliveryOption } from '@tireshop/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** spec §9 Category ids: all season 1, performance 2, winter 3 … track competition 20. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** premium | mid | value — drives price level in the seed and the brand list order. */
    tier: text('tier').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('brands_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const productLines = pgTable(
  'product_lines',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Tire type: passenger, light-truck, suv-crossover, performance, winter, commercial. */
    tireType: text('tire_type').notNull(),
    /** Sub-type such as "Grand Touring All-Season", "Max Performance Summer". */
    subtype: text('subtype').notNull(),
    /** all-season | all-weather | summer | winter */
    season: text('season').notNull(),
    warrantyMiles: integer('warranty_miles'),
    description: text('description').notNull(),
    /** Tire scores 0–10 (spec §3 Other: default 0 shown as N/A). */
    scoreHandling: real('score_handling').notNull().default(0),
    scoreLongevity: real('score_longevity').notNull().default(0),
    scoreSimple: real('score_simple').notNull().default(0),
    scoreTraction: real('score_traction').notNull().default(0),
    ratingValue: real('rating_value').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_lines_brand_slug').on(t.brandId, t.slug),
    index('product_lines_category').on(t.categoryId),
    index('product_lines_tire_type').on(t.tireType),
    index('product_lines_subtype').on(t.subtype),
    index('product_lines_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A tire size. `sizeKey` is the canonical display form (225/45R17, LT265/70R17, 33X12.50R15LT);
 * `searchKey` is its digits-and-letters-only form (2254517, LT2657017) used for prefix search.
 */
export const tireSizes = pgTable(
  'tire_sizes',
  {
    id: serial('id').primaryKey(),
    sizeKey: text('size_key').notNull().unique(),
    slug: text('slug').notNull().unique(),
    searchKey: text('search_key').notNull(),
    /** p-metric | metric | lt | flotation */
    kind: text('kind').notNull(),
    widthMm: smallint('width_mm'),
    aspectRatio: smallint('aspect_ratio'),
    rimIn: smallint('rim_in').notNull(),
    /** Flotation sizes: overall diameter and section width in inches. */
    diameterIn: real('diameter_in').notNull(),
    sectionWidthIn: real('section_width_in'),
  },
  (t) => [index('tire_sizes_search_key').on(t.searchKey.op('text_pattern_ops')), index('tire_sizes_rim').on(t.rimIn)],
);

/** A sellable tire: one product line in one size and load/speed spec. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id),
    sizeId: integer('size_id')
      .notNull()
      .references(() => tireSizes.id),
    partNumber: text('part_number').notNull().unique(),
    loadIndex: smallint('load_index').notNull(),
    /** LT dual load index (e.g. 121/118): the dual figure; null for single-index tires. */
    loadIndexDual: smallint('load_index_dual'),
    speedRating: text('speed_rating').notNull(),
    /** LT load range (C, D, E, F) or XL/SL for passenger tires. */
    loadRange: text('load_range').notNull(),
    maxLoadLb: integer('max_load_lb').notNull(),
    runFlat: boolean('run_flat').notNull().default(false),
    sidewall: text('sidewall').notNull().default('BSW'),
    treadDepth32nds: smallint('tread_depth_32nds').notNull(),
    utqg: text('utqg'),
    weightLb: real('weight_lb').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    /** Federal excise tax per tire, in cents: non-zero only when max load exceeds 3,500 lb (spec §9). */
    fetCents: integer('fet_cents').notNull().default(0),
    isOversize: boolean('is_oversize').notNull().default(false),
    isInstallable: boolean('is_installable').notNull().default(true),
  },
  (t) => [
    index('skus_size').on(t.sizeId),
    index('skus_line').on(t.productLineId, t.salePriceCents),
    check('skus_price_positive', sql`${t.salePriceCents} > 0 AND ${t.listPriceCents} >= ${t.salePriceCents}`),
    check('skus_fet_nonneg', sql`${t.fetCents} >= 0`),
  ],
);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
});

export const stock = pgTable(
  'stock',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId] }), check('stock_never_negative', sql`${t.quantity} >= 0`)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    makeSlug: text('make_slug').notNull(),
    model: text('model').notNull(),
    modelSlug: text('model_slug').notNull(),
    year: smallint('year').notNull(),
    trim: text('trim').notNull(),
    /** Body/vehicle type, e.g. Sedan, SUV, Pickup, Commercial, Trailer (spec §5 Commercial-type vehicles). */
    vehicleType: text('vehicle_type').notNull(),
    frontSizeId: integer('front_size_id')
      .notNull()
      .references(() => tireSizes.id),
    /** Equal to frontSizeId unless the vehicle is staggered. */
    rearSizeId: integer('rear_size_id')
      .notNull()
      .references(() => tireSizes.id),
  },
  (t) => [
    uniqueIndex('vehicles_identity').on(t.makeSlug, t.modelSlug, t.year, t.trim),
    // Fitment ranking and rear-size pairing look vehicles up by size.
    index('vehicles_front_size').on(t.frontSizeId),
    index('vehicles_rear_size').on(t.rearSizeId),
    index('vehicles_make_trgm').using('gin', t.make.op('gin_trgm_ops')),
  ],
);

/** US metro (urban) areas for /tire-shops/{urbanArea}. */
export const metros = pgTable('metros', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
});

/** Weekly opening hours (installers, courier locations): core's type, the one its slot rules read. */
export type { WeeklyHours };

export const installers = pgTable(
  'installers',
  {
    id: serial('id').primaryKey(),
    /** Public shop code used in /tire-shops/shop/{shopName}/{shopCode}. */
    code: text('code').notNull().unique(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    metroId: integer('metro_id').references(() => metros.id),
    timeZone: text('time_zone').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    /** Service bays: how many cars can be worked on in one slot. */
    bays: smallint('bays').notNull(),
    /** Minimum notice before an appointment, in hours. */
    minNoticeHours: smallint('min_notice_hours').notNull().default(2),
    installationCostFor4TiresCents: integer('installation_cost_for_4_tires_cents').notNull(),
    ratingValue: real('rating_value').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    installationHistoryCount: integer('installation_history_count').notNull().default(0),
    isMobileInstall: boolean('is_mobile_install').notNull().default(false),
    mobileRadiusMiles: smallint('mobile_radius_miles'),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    isElectricOptimized: boolean('is_electric_optimized').notNull().default(false),
    authorisedInstaller: boolean('authorised_installer').notNull().default(false),
    certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    /**
     * A tire dealership (spec §3 Widget app config isDealer, dealerCode): carts made through its
     * widget are dealer carts, with warehouse pick-up (spec §4 Delivery tabs "dealer tire").
     */
    dealerCode: text('dealer_code'),
  },
  (t) => [
    index('installers_metro').on(t.metroId),
    index('installers_lat_lng').on(t.latitude, t.longitude),
    // The mobile lookup's reach is the widest radius: max() reads it from the end of this index.
    index('installers_mobile_radius').on(t.mobileRadiusMiles).where(sql`${t.isMobileInstall}`),
  ],
);

/** Courier (FedEx-style) pick-up locations. */
export const courierLocations = pgTable(
  'courier_locations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    company: text('company').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  },
  (t) => [index('courier_locations_lat_lng').on(t.latitude, t.longitude)],
);

/**
 * OAuth-style API clients (spec §7 POST /token). Confidential clients (the storefront server)
 * hold a scrypt-hashed secret; public clients (widgets, the storefront in the browser) are
 * identified by id and the `Origin` of the request must be one of `allowedOrigins`.
 */
export const apiClients = pgTable('api_clients', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'confidential' | 'public'>().notNull(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  /** storefront | widget — sent as the `channel` of the calls it makes. */
  channel: text('channel').notNull(),
  /** installer-widget | partner-widget | affiliate-widget | manufacturer-widget for widget clients. */
  widgetType: text('widget_type'),
  installerId: integer('installer_id').references(() => installers.id),
  /** A switched-off widget: no token is issued for it and its page shows that it is disabled. */
  enabled: boolean('enabled').notNull().default(true),
  /**
   * An affiliate or manufacturer widget that may sell inside itself ("Buy here": the cart and the
   * checkout in the widget); without it, its tires link to the storefront. Installer and partner
   * widgets always sell inside themselves.
   */
  checkoutInWidget: boolean('checkout_in_widget').notNull().default(false),
  /**
   * The scrypt hash of the widget's report key (GET /v1/affiliate/report): a secret given to the
   * affiliate, never the public widget id. Null: no report for this widget.
   */
  reportKeyHash: text('report_key_hash'),
  /**
   * The widget's theme from the portal (`--ts-*` property → value, checked by
   * contract/widget-theme.ts), sent with its configuration (GET /widget-app-config).
   */
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  /**
   * A partner widget's delivery options (WIDGET_DELIVERY_OPTIONS tab names: installer, mobile,
   * home, courier), set by its brand manager in the portal: its checkout shows only these tabs and
   * PUT/POST /checkout/cart-shipping refuses any other for its tokens. Null: every usual option.
   */
  deliveryOptions: text('delivery_options').array().$type<WidgetDeliveryOption[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The brands a partner widget (a tire brand's embedded shop) sells: its searches, results,
 * product lines and carts are limited to them on the server (docs/decisions.md "Partner widget").
 * A partner widget without rows sells nothing.
 */
export const widgetBrands = pgTable(
  'widget_brands',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.brandId] })],
);

/**
 * Clicks on an affiliate widget's tires, per widget and UTC day (GET /v1/affiliate/click): one
 * counter row, raised in a single statement, so concurrent clicks are all counted. Nothing about
 * the shopper is kept.
 */
export const widgetClicks = pgTable(
  'widget_clicks',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);

/** Site-wide settings served by GET /v1/site/globals (spec §3 Site globals); one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** spec §3 Notification: one Shop and one Filter shown at a time. */
export const siteNotifications = pgTable('site_notifications', {
  id: text('id').primaryKey(),
  type: text('type').$type<'Shop' | 'Filter'>().notNull(),
  message: text('message').notNull(),
  link: text('link'),
  persistent: boolean('persistent').notNull().default(true),
  suppressFromHomePage: boolean('suppress_from_home_page').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * Anonymous shopper sessions (spec §7 GET /users/session). The id travels in the
 * X-User-Session-Id header; past and recent searches hang off it.
 */
export const shopperSessions = pgTable('shopper_sessions', {
  id: uuid('id').primaryKey(),
  personalization: jsonb('personalization').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shopper accounts (issue "Accounts": sign-up and sign-in by e-mail and password). The e-mail is
 * unique whatever its case (a unique index on lower(email)); the password is kept only as an
 * argon2id hash with its own salt (services/accounts.ts). `shopperSessionId` is the account's own
 * shopper session: past searches made before signing in are moved into it.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    shopperSessionId: uuid('shopper_session_id').references(() => shopperSessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    /**
     * `shopper` for every account made by sign-up; `operations` for the shop's own team (installer
     * applications). Set only at start-up (the configured operations account, auth/operations-user.ts)
     * or by the `operations:grant` command, never by a request.
     */
    role: text('role').$type<UserRole>().notNull().default('shopper'),
    /**
     * rules §6 business users' "one-time greeting toast": when the account was greeted (or arrived
     * by single sign-on, greeted by its company's accounts page). docs/business-accounts.md.
     */
    businessGreetedAt: timestamp('business_greeted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`), check('users_role', sql`${t.role} IN ('shopper', 'operations')`)],
);
export type UserRole = 'shopper' | 'operations';

/**
 * Accounts signed in through single sign-on (spec §2 /api/sso-landing; docs/decisions.md "Single
 * sign-on"): the identity provider's issuer and its subject for the person, linked to one
 * account. The subject, not the e-mail, identifies them: an e-mail can change at the provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user').on(t.userId)],
);

/** A token handed to a user (a session, a reset link): kept as its SHA-256, with its user and its life. */
const userTokenColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Signed-in sessions: the storefront keeps the token in an HttpOnly cookie; the database keeps
 * only its SHA-256 (a stolen copy of this table signs nobody in). Deleting a row signs it out.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    ...userTokenColumns(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_sessions_user').on(t.userId), index('account_sessions_expires').on(t.expiresAt)],
);

/** Password reset links: the token's SHA-256, good once (usedAt) and until expiresAt. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

const userTypeList = sql.raw(USER_TYPES.map((t) => `'${t}'`).join(', '));

/**
 * Account types (rules §6 roles table; docs/price-lists.md): what kind of customer an account
 * is. Its userType selects the price list and what the storefront shows; company and buying
 * source tell a dealer-tire employee apart. Given to users only by the server (the seed, the
 * `accounts:grant` command), never by a request.
 */
export const accountTypes = pgTable(
  'account_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    userType: text('user_type').$type<UserType>().notNull(),
    company: text('company'),
    buyingSource: text('buying_source'),
    /** rules §6 business flag: fleet, special order and partner program. */
    isBusiness: boolean('is_business').notNull().default(false),
    /**
     * spec §3 accountTypeCompany.isTireReplacementCoverageAvailable: whether the company lets its
     * people buy road hazard coverage. Read only for the dealer-tire employee group (rules §6
     * "Tire replacement coverage is available to all except the dealer-tire employee group, unless
     * the company says it is available").
     */
    tireReplacementCoverageAvailable: boolean('tire_replacement_coverage_available').notNull().default(true),
  },
  (t) => [check('account_types_user_type', sql`${t.userType} IN (${userTypeList})`)],
);

/** The account types of a user, in order: the first (lowest position) decides the user type (rules §6). */
export const userAccountTypes = pgTable(
  'user_account_types',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountTypeId: integer('account_type_id')
      .notNull()
      .references(() => accountTypes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountTypeId] }), uniqueIndex('user_account_types_order').on(t.userId, t.position)],
);

/** Raw bytes (bytea): a business's logo, a return's photo. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The logo types a business may have: raster only (an SVG can carry script). */
export const BUSINESS_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BusinessLogoType = (typeof BUSINESS_LOGO_TYPES)[number];

/**
 * A business account's look (rules §6 "a business logo, a business banner and a business account
 * icon"; docs/business-accounts.md): the company's name, its banner line and its logo, kept per
 * account. The logo is served by its SHA-256 (`/images/business-logos/{sha256}`), with its
 * stored type and nosniff, never as markup.
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    banner: text('banner').notNull(),
    logo: bytea('logo'),
    logoType: text('logo_type').$type<BusinessLogoType>(),
    logoSha256: text('logo_sha256'),
  },
  (t) => [
    index('business_profiles_logo').on(t.logoSha256),
    check(
      'business_profiles_logo_type',
      sql`(${t.logo} IS NULL AND ${t.logoType} IS NULL AND ${t.logoSha256} IS NULL) OR (${t.logo} IS NOT NULL AND ${t.logoType} IN ('image/png', 'image/jpeg', 'image/webp') AND ${t.logoSha256} IS NOT NULL)`,
    ),
    check('business_profiles_logo_size', sql`${t.logo} IS NULL OR octet_length(${t.logo}) <= 262144`),
  ],
);

/**
 * The brands associated with an account (spec §3 User detail "brands (each with a name)"; rules §6
 * Partner program "With associated brands, a brand-specific search button").
 */
export const userBrands = pgTable(
  'user_brands',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] })],
);

/**
 * A user type's price list (docs/price-lists.md): its rules over the retail price (skus.sale_price_cents)
 * and explicit per-SKU prices. A user type without a list pays retail.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').$type<UserType>().notNull().unique(),
    /** rules §6 "Price labels by type", shown beside the list's prices. */
    label: text('label').notNull(),
  },
  (t) => [check('price_lists_user_type', sql`${t.userType} IN (${userTypeList})`)],
);

/**
 * One rule of a price list: a percent off retail for every tire (no brand, no SKU), for a brand's
 * tires, or for one SKU; or an explicit price for one SKU. The most specific rule wins: a SKU's
 * over its brand's over the list's own.
 */
export const priceListRules = pgTable(
  'price_list_rules',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    /** Hundredths of a percent off retail (10.00 % = 1000), as promotions hold percentages. */
    percentOffBasisPoints: integer('percent_off_basis_points'),
    /** An explicit price for the SKU, in cents. */
    priceCents: integer('price_cents'),
  },
  (t) => [
    // The list-wide rule, a brand's and a SKU's: one each.
    uniqueIndex('price_list_rules_scope').on(t.priceListId, sql`coalesce(${t.brandId}, 0)`, sql`coalesce(${t.skuId}, 0)`),
    index('price_list_rules_sku').on(t.priceListId, t.skuId),
    check('price_list_rules_one_target', sql`${t.brandId} IS NULL OR ${t.skuId} IS NULL`),
    check(
      'price_list_rules_one_amount',
      sql`(${t.percentOffBasisPoints} IS NULL) <> (${t.priceCents} IS NULL) AND (${t.priceCents} IS NULL OR ${t.skuId} IS NOT NULL)`,
    ),
    check('price_list_rules_percent', sql`${t.percentOffBasisPoints} IS NULL OR ${t.percentOffBasisPoints} BETWEEN 1 AND 9000`),
    check('price_list_rules_price', sql`${t.priceCents} IS NULL OR ${t.priceCents} > 0`),
  ],
);

/**
 * A shopper's saved addresses (spec storefront §2 /account; docs/decisions.md "The account area"):
 * the fields of a home-delivery address (rules §5), at most one the default.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    phoneType: text('phone_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_addresses_user').on(t.userId, t.id),
    uniqueIndex('user_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A shopper's garage (spec storefront §2 /account/my-garage): vehicles of the catalogue, each once. */
export const userVehicles = pgTable(
  'user_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_vehicles_once').on(t.userId, t.vehicleId)],
);

/** spec §7 GET/POST/DELETE /users/me/history/search: a shopper's past searches. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    link: text('link').notNull(),
    typeName: text('type_name').notNull(),
    detailLabel: text('detail_label'),
    vehicleMetadata: jsonb('vehicle_metadata').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_history_session').on(t.sessionId, t.createdAt)],
);

/** spec §7 /users/recent-search: items a shopper looked at (source home, catalog or pdp). */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    source: text('source').$type<'home' | 'catalog' | 'pdp'>().notNull(),
    dateOfVisit: date('date_of_visit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recent_searches_identity').on(t.sessionId, t.source, t.itemId)],
);

/**
 * Product line reviews (spec §5: at least one of dry, wet, winter, comfort, noise, treadwear rated
 * 1–5). Text is stored as typed and always rendered as text.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id),
    sessionId: uuid('session_id'),
    authorName: text('author_name').notNull(),
    authorLocation: text('author_location'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    vehicle: text('vehicle'),
    milesDriven: integer('miles_driven'),
    ratingDry: smallint('rating_dry'),
    ratingWet: smallint('rating_wet'),
    ratingWinter: smallint('rating_winter'),
    ratingComfort: smallint('rating_comfort'),
    ratingNoise: smallint('rating_noise'),
    ratingTreadwear: smallint('rating_treadwear'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_line').on(t.productLineId, t.createdAt),
    check(
      'reviews_ratings_1_to_5',
      sql`coalesce(${t.ratingDry}, 1) BETWEEN 1 AND 5 AND coalesce(${t.ratingWet}, 1) BETWEEN 1 AND 5 AND coalesce(${t.ratingWinter}, 1) BETWEEN 1 AND 5 AND coalesce(${t.ratingComfort}, 1) BETWEEN 1 AND 5 AND coalesce(${t.ratingNoise}, 1) BETWEEN 1 AND 5 AND coalesce(${t.ratingTreadwear}, 1) BETWEEN 1 AND 5`,
    ),
    check(
      'reviews_at_least_one_rating',
      sql`coalesce(${t.ratingDry}, ${t.ratingWet}, ${t.ratingWinter}, ${t.ratingComfort}, ${t.ratingNoise}, ${t.ratingTreadwear}) IS NOT NULL`,
    ),
  ],
);

/**
 * Deals (spec §2 /tire-deals…, §3 Product promotion): an amount or percentage off the product
 * lines it covers, for a time. `theme` ties a deal to a sale theme such as blackFriday.
 */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Flat Amount | Buy3Get1 | Free | Percentage (spec §3 promotion types). */
  promotionType: text('promotion_type').notNull(),
  /** Percentage or Amount (spec §3 couponAmountType). */
  amountType: text('amount_type').$type<'Percentage' | 'Amount'>().notNull(),
  /** Cents when amountType is Amount; hundredths of a percent when Percentage (10.00 % = 1000). */
  amount: integer('amount').notNull(),
  minQuantity: smallint('min_quantity').notNull().default(1),
  theme: text('theme'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const promotionProductLines = pgTable(
  'promotion_product_lines',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productLineId] }), index('promotion_lines_line').on(t.productLineId)],
);

/**
 * Promo codes a shopper types at the cart (spec §3 Coupon on a cart, promotion types Flat Amount,
 * Buy3Get1, Free, Percentage). Unlike deals they are not shown on /tire-deals and apply only when
 * entered. `productLineIds` limits a code to some lines (null: every tire).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    promotionType: text('promotion_type').$type<'Flat Amount' | 'Buy3Get1' | 'Free' | 'Percentage'>().notNull(),
    amountType: text('amount_type').$type<'Percentage' | 'Amount'>().notNull(),
    /** Cents when amountType is Amount; hundredths of a percent when Percentage (10.00 % = 1000). */
    amount: integer('amount').notNull(),
    /** spec §3 minCartQunatity / maxCartQunatity: the cart quantity the code needs (null: no bound). */
    minCartQuantity: smallint('min_cart_quantity'),
    maxCartQuantity: smallint('max_cart_quantity'),
    /** Shown when the cart quantity is outside the bounds (spec §4 coupon deal alert). */
    alertMessage: text('alert_message'),
    productLineIds: jsonb('product_line_ids').$type<number[] | null>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupons_code').on(t.code),
    check('coupons_amount_nonneg', sql`${t.amount} >= 0`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/**
 * A shopper's cart (spec §3 Cart). Addressed by an unguessable uuid: knowing the id is what lets a
 * caller read or change it (spec §2 reads `cartId` from links). Money is never stored here: every
 * answer prices the cart afresh from the catalogue (services/pricing.ts).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    /** The API client that created it (storefront, storefront-web, iw-…). */
    clientId: text('client_id').notNull(),
    /** The signed-in shopper whose cart it is: only their session reaches it (services/cart-access.ts). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** storefront | widget (from the client's token). */
    channel: text('channel').notNull(),
    /** A dealer cart (spec §4 Delivery tabs "dealer tire"): made through a dealership's widget. */
    isDealer: boolean('is_dealer').notNull().default(false),
    /** spec §2 query widgetSource / widgetSourceId / subSource, kept for the cart's life. */
    widgetSource: text('widget_source'),
    widgetSourceId: text('widget_source_id'),
    /** spec §2 widgetType, from the widget client's token (installer-widget | partner-widget | affiliate-widget). */
    widgetType: text('widget_type'),
    subSource: text('sub_source'),
    /** The widget's own installer, or the installer chosen when adding (spec §3 installerDetails). */
    installerId: integer('installer_id').references(() => installers.id),
    email: text('email'),
    zip: text('zip'),
    /** spec §4 Delivery tabs: the tab the shopper is on, before shipping is saved. */
    preShippingSelection: text('pre_shipping_selection').$type<'shipToShop' | 'shipToMe' | 'shipToFedex' | 'warehousePickup'>(),
    /**
     * spec §7 idMeVerifiedStatus: military | wecare, only ever from the identity partner's answer
     * (services/military-verification.ts), never from the client.
     */
    idMeVerifiedStatus: text('id_me_verified_status').$type<'military' | 'wecare'>(),
    /** When the partner verified it; the status counts for MILITARY_VERIFICATION_HOURS from then. */
    idMeVerifiedAt: timestamp('id_me_verified_at', { withTimezone: true }),
    /** spec §4 Road hazard: widget carts have road hazard turned off once; set when that happened. */
    roadHazardTurnedOff: boolean('road_hazard_turned_off').notNull().default(false),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleTrim: text('vehicle_trim'),
    vehicleYear: smallint('vehicle_year'),
    /** When the cart became an order: from then on it is read-only (services/cart.ts lockCart answers 409). */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_updated').on(t.updatedAt),
    // A widget's carts over a period (an affiliate's report).
    index('carts_widget_source').on(t.widgetSourceId, t.createdAt),
    // A shopper's own carts, the newest first (sign-in finds the account's open cart).
    index('carts_user').on(t.userId, t.updatedAt),
  ],
);

/** One tire in a cart (spec §3 Cart product). Front and rear sizes of a staggered set are two rows. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: smallint('quantity').notNull(),
    /** Road hazard coverage chosen for this tire (spec §7 isRoadHazard / isGroupRoadHazard). */
    roadHazard: boolean('road_hazard').notNull().default(true),
    /**
     * Who declined the coverage (null while covered): 'shopper' (shouldAddCoverage false,
     * isRoadHazard / isGroupRoadHazard false) or 'system' (a widget cart's first add, rules §4).
     * A system decline gives way to a 100 % road-hazard promotion (docs/pricing.md); a shopper's stands.
     */
    roadHazardDeclinedBy: text('road_hazard_declined_by').$type<'system' | 'shopper'>(),
    /** Order in which tires were added, for a stable list. */
    position: smallint('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sales quote this line was opened from (docs/quotes.md): while the quote has not expired
     * and the line holds at most the quoted quantity, the line is priced at the quoted price.
     * Set only by opening a quote (services/quotes.ts), never from a request field.
     */
    quoteId: integer('quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.skuId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    // Declined by someone exactly when not covered.
    check(
      'cart_items_road_hazard_declined_by',
      sql`(${t.roadHazard} AND ${t.roadHazardDeclinedBy} IS NULL) OR (NOT ${t.roadHazard} AND ${t.roadHazardDeclinedBy} IN ('system', 'shopper'))`,
    ),
  ],
);

/** Promo codes applied to a cart (spec §3 siteCartCoupons). */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

/**
 * How the cart's tires reach the shopper (spec §3 Cart shipping): to an installer (or a mobile
 * installer), home, a courier pick-up location or a dealer warehouse. One row per cart.
 */
export const cartShipping = pgTable(
  'cart_shipping',
  {
    cartId: uuid('cart_id')
      .primaryKey()
      .references(() => carts.id, { onDelete: 'cascade' }),
    shippingOption: text('shipping_option').$type<'INSTALLER' | 'HOME' | 'FEDEX' | 'WAREHOUSE'>().notNull(),
    installerId: integer('installer_id').references(() => installers.id),
    isMobileInstall: boolean('is_mobile_install').notNull().default(false),
    shippingLocationId: integer('shipping_location_id').references(() => courierLocations.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    companyName: text('company_name'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    phoneType: text('phone_type').$type<'Mobile' | 'Landline'>(),
    specialInstructions: text('special_instructions'),
    vehicleDescription: text('vehicle_description'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleTrim: text('vehicle_trim'),
    vehicleYear: smallint('vehicle_year'),
    /** Selected shop services (spec §3 Shop services: serviceId, serviceName, imageUrl). */
    installerService: jsonb('installer_service').$type<{ serviceId: string; serviceName: string; imageUrl: string | null }[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of appointments' (cart_id, installer_id) key: an appointment is always at the
    // installer the cart's shipping names.
    uniqueIndex('cart_shipping_cart_installer').on(t.cartId, t.installerId),
    check(
      'cart_shipping_destination',
      sql`(${t.shippingOption} = 'INSTALLER' AND ${t.installerId} IS NOT NULL)
        OR (${t.shippingOption} = 'FEDEX' AND ${t.shippingLocationId} IS NOT NULL)
        OR (${t.shippingOption} = 'WAREHOUSE' AND ${t.warehouseId} IS NOT NULL)
        OR (${t.shippingOption} = 'HOME' AND ${t.addressLine1} IS NOT NULL)`,
    ),
  ],
);

/**
 * Days an installer does not work besides its weekly hours: public holidays and its own closures
 * (a local date at the installer). Schedules skip them; a booking on one is refused.
 */
export const installerClosures = pgTable(
  'installer_closures',
  {
    installerId: integer('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Shown to the shopper, e.g. "Thanksgiving Day" or "Closed for inventory". */
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.installerId, t.date] })],
);

/**
 * Installation appointments (spec §3 Cart appointment; rules §4 Appointments). One per cart, at
 * the installer its shipping names (the composite key below: changing or removing the cart's
 * installer removes a held or expired appointment with it). A timed slot ('09:00') or a drop-off window
 * ('drop-off:Morning'), on a local date at the installer.
 *
 * A cart's appointment is 'held' until hold_expires_at, 'confirmed' by placing the order, and
 * 'expired' once another booking of the same slot finds its hold run out. Held and confirmed
 * appointments take a place in installer_slot_load (trigger in migration 0004), which the database
 * keeps within the installer's bays. A confirmed appointment belongs to its order and is never
 * deleted: trigger appointments_keep_confirmed (migration 0004) refuses it, cascades included, so
 * a change of the cart that would drop it fails as a whole (answered 409).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id').notNull().unique(),
    installerId: integer('installer_id')
      .notNull()
      .references(() => installers.id),
    /** The local date at the installer (YYYY-MM-DD). */
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM' (local start of a timed slot) or 'drop-off:Morning' | 'drop-off:Afternoon' | 'drop-off:Evening'. */
    slot: text('slot').notNull(),
    /** The slot's (or window's) start and end as instants. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isDropOff: boolean('is_drop_off').notNull(),
    status: text('status').$type<'held' | 'confirmed' | 'expired'>().notNull(),
    /** When a held slot stops being the cart's (null once confirmed). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Counts the shop's changes in the portal (confirm, reschedule): a change names the revision it
     * was made on, so of two staff changing one booking at once the second is refused (docs/portal.md).
     */
    revision: integer('revision').notNull().default(0),
    /** When the shop confirmed it will do the installation (the portal's "Confirm"); null before. */
    shopConfirmedAt: timestamp('shop_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.cartId, t.installerId],
      foreignColumns: [cartShipping.cartId, cartShipping.installerId],
      name: 'appointments_cart_shipping',
    }).onDelete('cascade'),
    index('appointments_installer_date').on(t.installerId, t.date),
    check('appointments_status', sql`${t.status} IN ('held', 'confirmed', 'expired')`),
    check('appointments_hold', sql`(${t.status} = 'held') = (${t.holdExpiresAt} IS NOT NULL)`),
    check(
      'appointments_slot',
      sql`${t.slot} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' OR ${t.slot} IN ('drop-off:Morning', 'drop-off:Afternoon', 'drop-off:Evening')`,
    ),
  ],
);

/**
 * How many places of one installer slot are taken: maintained by a trigger on appointments
 * (migration 0004) and never written by the application. The check is what guarantees a slot is
 * never booked beyond the installer's bays, however many shoppers race for it: the trigger's
 * upsert takes the row lock, so concurrent bookings of one slot are counted one after another and
 * the one that would pass capacity fails with slot_load_within_capacity (answered as 409).
 */
export const installerSlotLoad = pgTable(
  'installer_slot_load',
  {
    installerId: integer('installer_id')
      .notNull()
      .references(() => installers.id),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    booked: smallint('booked').notNull(),
    /** The installer's bays when the last place was taken. */
    capacity: smallint('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.installerId, t.date, t.slot] }),
    check('slot_load_within_capacity', sql`${t.booked} <= ${t.capacity}`),
    check('slot_load_not_negative', sql`${t.booked} >= 0`),
  ],
);

// ---- checkout and orders (docs/decisions.md "Checkout and orders") ------------------------------

/** spec §3 Cart billing: one billing address per cart. */
export const cartBilling = pgTable('cart_billing', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  phoneType: text('phone_type').$type<'Mobile' | 'Landline'>().notNull(),
  email: text('email').notNull(),
  companyName: text('company_name'),
  poNumber: text('po_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The number shoppers quote: a sequence from 100000001 (migration 0005). */
export const ORDER_NUMBER_SEQUENCE = 'order_number_seq';

/**
 * A placed order. Its money is what was charged, frozen at placing (every amount recomputed by the
 * server in the placing transaction). `id` is unguessable (the order page's address); `order_number`
 * is what the shopper quotes. status: unconfirmed while the payment is processing (rules §4 code
 * 539), confirmed once paid, cancelled. tracking_status follows rules §4 Order tracking steps.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    /** The API client that placed it; only it (and the storefront's pair) may read it by id. */
    clientId: text('client_id').notNull(),
    channel: text('channel').notNull(),
    /**
     * spec §2 "widgetSource and widgetType are kept for the session", §7 widgetSourceId: the widget
     * an order came through, copied from its cart, so a brand's or installer's sales can be reported.
     */
    widgetSource: text('widget_source'),
    widgetSourceId: text('widget_source_id'),
    widgetType: text('widget_type'),
    status: text('status').$type<'unconfirmed' | 'confirmed' | 'cancelled'>().notNull(),
    trackingStatus: text('tracking_status').$type<'processed' | 'pending_pickup' | 'in_transit' | 'delivered' | 'cancelled'>().notNull(),
    email: text('email').notNull(),
    shippingOption: text('shipping_option').$type<'INSTALLER' | 'HOME' | 'FEDEX' | 'WAREHOUSE'>().notNull(),
    destinationLabel: text('destination_label').notNull(),
    /** The zips tracking accepts: the destination's and the billing address's. */
    shippingZip: text('shipping_zip'),
    billingZip: text('billing_zip').notNull(),
    /** Snapshots as the order page shows them (contract cartShippingSchema, cartBillingSchema). */
    shipping: jsonb('shipping').notNull(),
    billing: jsonb('billing').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    /** { installerName, label, startsAt, isMobileInstall } at placing. */
    appointment: jsonb('appointment'),
    paymentType: text('payment_type').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** The part of discount_cents that is the military 5 % (rules §9), shown as its own line. */
    militaryDiscountCents: integer('military_discount_cents').notNull().default(0),
    roadHazardCents: integer('road_hazard_cents').notNull(),
    fetCents: integer('fet_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    installationCents: integer('installation_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    paymentTypeDiscountCents: integer('payment_type_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The account that placed it (its cart's user_id), null for an anonymous order; My orders lists by it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_placed').on(t.placedAt),
    index('orders_user').on(t.userId, t.placedAt),
    // A widget's sales over a period (a brand's report).
    index('orders_widget_source').on(t.widgetSourceId, t.placedAt),
    check('orders_status', sql`${t.status} IN ('unconfirmed', 'confirmed', 'cancelled')`),
    check('orders_tracking_status', sql`${t.trackingStatus} IN ('processed', 'pending_pickup', 'in_transit', 'delivered', 'cancelled')`),
    check(
      'orders_money_nonneg',
      sql`LEAST(${t.subtotalCents}, ${t.discountCents}, ${t.roadHazardCents}, ${t.fetCents}, ${t.shippingCents}, ${t.installationCents}, ${t.taxCents}, ${t.paymentTypeDiscountCents}, ${t.totalCents}) >= 0`,
    ),
  ],
);

/** One tire line of an order, priced as charged; `allocations` names the warehouses its stock came from. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    position: smallint('position').notNull(),
    quantity: smallint('quantity').notNull(),
    /** { partNumber, name, brand, size, image } at placing. */
    product: jsonb('product').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    roadHazardCents: integer('road_hazard_cents').notNull(),
    fetCents: integer('fet_cents').notNull(),
    /** [{ warehouseId, quantity }] taken from stock. */
    allocations: jsonb('allocations').$type<{ warehouseId: number; quantity: number }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.skuId] }), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Each step an order's tracking reached (rules §4 Order tracking steps), for the tracking page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/**
 * Our record of an order's payment at the gateway: the charge id and what happened to it. Never a
 * card number: brand and last four digits only, as the gateway reports them.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentType: text('payment_type').notNull(),
    chargeId: text('charge_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'processing' | 'authorized' | 'captured' | 'voided' | 'refunded'>().notNull(),
    brand: text('brand'),
    last4: text('last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_payments_status', sql`${t.status} IN ('processing', 'authorized', 'captured', 'voided', 'refunded')`)],
);

/** The number shoppers quote for a return ("R" and this sequence): docs/returns.md. */
export const returnNumberSequence = pgSequence('return_number_seq', { startWith: 5000001 });

/**
 * A shopper's return of delivered tires (docs/returns.md; rules §4 "Returns may be requested or
 * cancelled", §9 returns within 30 days of delivery). status: requested → received → refunded, or
 * cancelled by the shopper while requested. The money is the server's, frozen when requested:
 * what the tires cost, their share of the discount, their excise and sales tax, less the handling
 * fee where the reason carries it; refund_cents is what goes back through the gateway.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    returnNumber: text('return_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The order's account, which alone reads or changes it while signed in; null for an order placed
     * without an account (returned from tracking, proved by its number, ZIP code and e-mail).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'requested' | 'received' | 'refunded' | 'cancelled'>().notNull(),
    reason: text('reason').notNull(),
    goodsCents: integer('goods_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    handlingFeeCents: integer('handling_fee_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    /** The gateway's refund, once made (its idempotency key is the return number: one refund per return). */
    refundId: text('refund_id'),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('order_returns_order').on(t.orderId),
    index('order_returns_open').on(t.requestedAt).where(sql`${t.status} IN ('requested', 'received')`),
    check('order_returns_status', sql`${t.status} IN ('requested', 'received', 'refunded', 'cancelled')`),
    check(
      'order_returns_money',
      sql`LEAST(${t.goodsCents}, ${t.discountCents}, ${t.taxCents}, ${t.handlingFeeCents}, ${t.refundCents}) >= 0`,
    ),
  ],
);

/** The tires of a return: how many of an order line go back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.skuId] }), check('order_return_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * Idempotency-Key records of POST /v1/orders, per API client: the request's hash, and once done the
 * answer to replay. A row in progress makes a concurrent duplicate answer 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: text('client_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'in_progress' | 'done'>().notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    /** An in-progress row older than this is taken over (its request died with its process). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /**
     * The gateway charge the request got, recorded as soon as the gateway answered and before the
     * order is written: payment recovery (services/payment-recovery.ts) leaves a charge alone while
     * its key is still in progress, and a retry of the key gets the same charge from the gateway.
     */
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
    index('idempotency_keys_charge').on(t.chargeId),
  ],
);

/**
 * Rate limit counts (services/rate-limit.ts), shared by every process of the shop: requests of a
 * key (a client address, an order number) in a bucket (what is limited) per fixed window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_counters_window').on(t.windowStart)],
);

/**
 * E-mails to send, written in the transaction that makes them true (an order confirmed) and
 * delivered by the mail worker at most once: a row is claimed (claimed_at) before it is sent and
 * never sent again after a claim, even if the sending fails midway (then last_error says why).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 'order-confirmation' | 'order-cancelled' …; one of each kind per order. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest attempt's claim; a claim older than the lease is a sender that died (mail/deliver.ts). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Sending attempts so far (each claim is one). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this time (the backoff after a failed attempt); null: due now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Given up after the last attempt failed: a dead letter, for operations to look at and retry. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_emails_order_kind').on(t.orderId, t.kind),
    index('outbox_emails_due').on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} IS NULL AND ${t.deadAt} IS NULL`),
    index('outbox_emails_dead').on(t.deadAt).where(sql`${t.deadAt} IS NOT NULL`),
  ],
);

/**
 * Applications from the installer signup (spec storefront §2 /installer-signup). While one waits
 * for review (`pending`), no second may come from the same e-mail or for the same company at the
 * same ZIP code (the partial unique indexes decide, also for two sent at the same moment). An
 * operations account approves it — the installer it made in `installer_id` — or rejects it with a
 * reason; a decided application never changes again.
 */
export const installerApplications = pgTable(
  'installer_applications',
  {
    id: serial('id').primaryKey(),
    /** What the applicant is told: IA- and six or more digits. */
    applicationNumber: text('application_number').notNull().unique(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /** The wire ids of the services offered (core INSTALLER_SIGNUP_SERVICES). */
    services: jsonb('services').$type<string[]>().notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    mobileRadiusMiles: smallint('mobile_radius_miles'),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    installerId: integer('installer_id').references(() => installers.id),
  },
  (t) => [
    index('installer_applications_status').on(t.status, t.id),
    uniqueIndex('installer_applications_pending_email').on(sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
    uniqueIndex('installer_applications_pending_shop').on(sql`lower(${t.companyName})`, t.zip).where(sql`${t.status} = 'pending'`),
    check('installer_applications_status_known', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Who runs what in the portal (docs/portal.md): a shop's owner and staff (`installer_id`), a tire
 * brand's manager of its partner widget and an affiliate of its affiliate widget (`widget_id`).
 * Given only by the server — an approved installer application makes its owner, the operations
 * team and the grant command the rest — never by a request. Operations accounts (users.role) see
 * every shop without a row here.
 */
export const portalMembers = pgTable(
  'portal_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<PortalRole>().notNull(),
    installerId: integer('installer_id').references(() => installers.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id').references(() => apiClients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('portal_members_shop').on(t.userId, t.installerId).where(sql`${t.installerId} IS NOT NULL`),
    uniqueIndex('portal_members_widget').on(t.userId, t.widgetId).where(sql`${t.widgetId} IS NOT NULL`),
    index('portal_members_installer').on(t.installerId),
    check(
      'portal_members_scope',
      sql`(${t.role} IN ('owner', 'staff') AND ${t.installerId} IS NOT NULL AND ${t.widgetId} IS NULL) OR (${t.role} IN ('brand-manager', 'affiliate') AND ${t.widgetId} IS NOT NULL AND ${t.installerId} IS NULL)`,
    ),
  ],
);
/** owner and staff of a shop; brand-manager of a partner widget; affiliate of an affiliate widget. */
export type PortalRole = 'owner' | 'staff' | 'brand-manager' | 'affiliate';

// ---- the sandbox payment gateway's own records (packages/api/src/payments/sandbox) -------------
// A real gateway keeps these on its side; the sandbox keeps them in the shop's database, in tables
// of its own that the shop's code never reads. Card numbers are never stored: brand and last four.

/** Single-use payment method nonces made by the gateway's hosted card fields. */
export const gatewayNonces = pgTable('gateway_nonces', {
  nonce: text('nonce').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What the sandbox will answer for this test card: approve | decline | processing. */
  outcome: text('outcome').$type<'approve' | 'decline' | 'processing'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Wallet and financing sessions the shopper approves on the gateway's page. */
export const gatewaySessions = pgTable(
  'gateway_sessions',
  {
    id: text('id').primaryKey(),
    paymentType: text('payment_type').notNull(),
    /** The merchant's reference: the cart id. */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').$type<'open' | 'approved' | 'cancelled' | 'failed'>().notNull(),
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gateway_sessions_reference').on(t.reference, t.paymentType)],
);

/** Charges at the gateway: authorised, then captured or voided (refunded after capture). */
export const gatewayCharges = pgTable(
  'gateway_charges',
  {
    id: text('id').primaryKey(),
    paymentType: text('payment_type').notNull(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'processing' | 'authorized' | 'captured' | 'voided' | 'refunded' | 'declined'>().notNull(),
    brand: text('brand'),
    last4: text('last4'),
    /** The payer as the wallet result shapes name it (spec §3): payerId or the device card's last two. */
    payer: jsonb('payer'),
    /** A processing charge (code 539) settles at this time. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    /** Set when the merchant has used the charge for an order (a charge_id is good for one order). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * The merchant's idempotency key of the authorisation (a card) or the claim (a session's charge):
     * the same key asked again answers this charge instead of refusing a used nonce or charge, as
     * real gateways' idempotency keys do — so a merchant that died after the gateway answered gets
     * the same charge on its retry, never a second one.
     */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The gateway's list of holds not yet captured (PaymentProvider.openCharges).
  (t) => [index('gateway_charges_open').on(t.createdAt).where(sql`${t.status} IN ('authorized', 'processing')`)],
);

/**
 * First-party analytics events (docs/analytics.md): what the shop's pages recorded (POST
 * /v1/analytics/events) and the orders the API recorded when they were placed. Nothing personal:
 * a page's event carries a random visitor id that the browser renews after the session timeout;
 * an order's carries none. Kept ANALYTICS_RETENTION_DAYS days (the worker deletes older ones).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    /** When the API received it (a page's clock is not trusted). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    type: text('type').$type<AnalyticsPageEventType | 'order'>().notNull(),
    /** The browser's random visitor id; null on an order the API recorded. */
    visitorId: text('visitor_id'),
    /** `storefront`, or the widget id the event happened in (an order's: its cart's channel). */
    channel: text('channel').notNull(),
    /** A widget's event: the widget it came from as the widget says (installer-widget | partner-widget | affiliate-widget). */
    widgetSource: text('widget_source'),
    /** A widget's event: the widget's type from its configuration (api_clients.widget_type); null on the storefront. */
    widgetType: text('widget_type'),
    /** page_view: the page's module name (`pages/home`), never its URL. */
    page: text('page'),
    /** search: size | vehicle. */
    searchKind: text('search_kind'),
    /** checkout_step: shipping | services | payment. */
    step: text('step'),
    /** add_to_cart: how many tires. */
    quantity: smallint('quantity'),
    /** order: its total. */
    valueInCents: integer('value_in_cents'),
  },
  (t) => [index('analytics_events_at').on(t.at), index('analytics_events_visitor_at').on(t.visitorId, t.at)],
);

/**
 * Sales quotes (rules §1 "A sales tool user (staff who can send a quote to a customer)", §6 Simple
 * sales tool; docs/quotes.md): a sales-tool user's cart sent to a customer's e-mail and phone at the
 * prices of the sales user's price list at the moment of sending. The customer opens it by its
 * unguessable token until it expires.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** What the customer and the sales user call it: Q- and six or more digits. */
    quoteNumber: text('quote_number').notNull().unique(),
    /** The link's secret (base64url of 24 random bytes). */
    token: text('token').notNull().unique(),
    salesUserId: integer('sales_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Formatted "(xxx) xxx xxxx" (rules §5 phone formatting). */
    phone: text('phone').notNull(),
    /** The text message for the phone (no SMS gateway: the sales user sends it, docs/quotes.md). */
    textMessage: text('text_message').notNull(),
    /** Sum of the lines at the quoted prices, in cents. */
    subtotalCents: integer('subtotal_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('quotes_sales_user').on(t.salesUserId, t.createdAt),
    check('quotes_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** One tire of a quote at the price quoted (the sales user's list price when it was sent). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: smallint('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Retail when it was sent, to show beside the quoted price. */
    retailPriceCents: integer('retail_price_cents').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.skuId] }),
    check('quote_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_lines_price_positive', sql`${t.unitPriceCents} > 0`),
  ],
);

/**
 * The sandbox gateway's refunds of captured charges, in part or in full (PaymentProvider.refund):
 * their sum never passes the charge's amount; the merchant's idempotency key makes a retry answer
 * the refund it made the first time.
 */
export const gatewayRefunds = pgTable('gateway_refunds', {
  id: text('id').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => gatewayCharges.id),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Military verifications a cart opened (services/military-verification.ts): the single-use state
 * sent to the identity partner. Completed (or expired) ones cannot be used again.
 */
export const militaryVerifications = pgTable('military_verifications', {
  state: text('state').primaryKey(),
  cartId: uuid('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

// ---- the sandbox identity partner's own records (packages/api/src/payments/sandbox/idme) --------

/** One-time codes the sandbox verifier issued, with the answer each stands for. */
export const idmeSandboxGrants = pgTable('idme_sandbox_grants', {
  code: text('code').primaryKey(),
  /** The state the code was issued for: redeeming it with another state is refused. */
  state: text('state').notNull(),
  answer: text('answer').$type<'military' | 'wecare' | 'not-verified'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});

/**
 * Messages shoppers left in the help chat (docs/chat.md): kept as the text they typed — markup is
 * text, never rendered — and e-mailed to the shop's help inbox through the outbox in the same
 * transaction. `message_number` is what the shopper is told (HM- and six or more digits).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    messageNumber: text('message_number').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_created').on(t.createdAt)],
);
