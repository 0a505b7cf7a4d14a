/**
 * Business accounts' look (rules §6 "a business logo, a business banner and a business account
 * icon"; docs/business-accounts.md): the company name, banner line and logo of an account, and
 * the brands associated with a partner-program account. Set only by the server (the demo
 * accounts, operations), never by a shopper's request.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type BusinessLogoType, brands, businessProfiles, userBrands } from '../db/schema';

/** The largest logo kept (the column's check says the same): a header logo needs far less. */
export const BUSINESS_LOGO_MAX_BYTES = 256 * 1024;

/**
 * The type of a logo by its first bytes — PNG, JPEG or WebP; null for anything else (an SVG, HTML,
 * a file that only claims to be an image). The stored type is the one served.
 */
export function businessLogoType(bytes: Buffer): BusinessLogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface BusinessProfileInput {
  companyName: string;
  banner: string;
  logo?: Buffer | null;
}

/** Sets an account's business look (replacing the one it had). Throws on a logo that is not a PNG, JPEG or WebP, or too big. */
export async function setBusinessProfile(db: Db | Tx, userId: number, input: BusinessProfileInput): Promise<void> {
  let logo: { logo: Buffer; logoType: BusinessLogoType; logoSha256: string } | null = null;
  if (input.logo) {
    const type = businessLogoType(input.logo);
    if (!type) throw new Error('A business logo must be a PNG, JPEG or WebP image.');
    if (input.logo.length > BUSINESS_LOGO_MAX_BYTES) throw new Error(`A business logo must be at most ${BUSINESS_LOGO_MAX_BYTES} bytes.`);
    logo = { logo: input.logo, logoType: type, logoSha256: createHash('sha256').update(input.logo).digest('hex') };
  }
  const row = {
    companyName: input.companyName.trim(),
    banner: input.banner.trim(),
    logo: logo?.logo ?? null,
    logoType: logo?.logoType ?? null,
    logoSha256: logo?.logoSha256 ?? null,
  };
  await db
    .insert(businessProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: row });
}

/** Associates brands (by slug) with an account, keeping the ones it has. Unknown slugs are left out. */
export async function associateBrands(db: Db | Tx, userId: number, brandSlugs: readonly string[]): Promise<void> {
  if (brandSlugs.length === 0) return;
  const found = await db
    .select({ id: brands.id })
    .from(brands)
    .where(inArray(brands.slug, [...brandSlugs]));
  if (found.length === 0) return;
  await db
    .insert(userBrands)
    .values(found.map((b) => ({ userId, brandId: b.id })))
    .onConflictDoNothing();
}

/** The logo of this SHA-256, or null (GET /images/business-logos/{sha256}). */
export async function businessLogo(db: Db, sha256: string): Promise<{ bytes: Buffer; type: BusinessLogoType } | null> {
  const [row] = await db
    .select({ bytes: businessProfiles.logo, type: businessProfiles.logoType })
    .from(businessProfiles)
    .where(eq(businessProfiles.logoSha256, sha256))
    .limit(1);
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
}
