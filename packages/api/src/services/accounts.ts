/**
 * Shopper accounts (issue "Accounts": sign-up and sign-in by e-mail and password, password reset
 * by an e-mailed one-time link, sign-out; docs/decisions.md "Accounts").
 *
 * - Passwords are kept as argon2id hashes (a memory-hard function, a random salt per hash).
 * - Session and reset tokens are 32 random bytes; the database keeps only their SHA-256, so a copy
 *   of the tables signs nobody in and opens no reset link.
 * - Sign-in is throttled per account and per address in the database (rate-limit.ts), counted
 *   before the password is checked so that concurrent wrong attempts cannot exceed the limit; a
 *   right password gives its attempt back.
 * - An unknown e-mail and a wrong password get the same answer, after the same work.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  ACCOUNT_MESSAGES,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  PAST_SEARCH_LIMIT,
  type SignedIn,
  type UserDetails,
} from '@tireshop/core';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { databaseError } from '../db/errors';
import {
  accountSessions,
  cartItems,
  carts,
  outboxEmails,
  passwordResets,
  searchHistory,
  shopperSessions,
  stock,
  userIdentities,
  users,
} from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { renderPasswordResetEmail } from '../mail/account-email';
import { type AccountProfile, accountProfileOf, claimBusinessGreeting, RETAIL_ACCOUNT_TYPE } from './account-types';
import { mayUseCart, type CartCaller } from './cart-access';
import { userTypeOf } from './price-lists';
import { createDatabaseLimiter, type RateLimiter } from './rate-limit';
import { forgetSessions, rememberedSession, rememberSession, type SessionAccount } from './session-memory';

/**
 * argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane): memory-hard, and fast enough
 * that sign-in stays well under 300 ms on a small server (bench/).
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A signed-in session lasts 30 days from sign-in; signing out or a password reset ends it sooner. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
/** A password reset link works once, within an hour. */
export const RESET_LINK_LIFETIME_MS = 3600_000;

/** Sign-in attempts: 5 per account and 20 per address in 15 minutes; a right password does not count. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 5;
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 20;
/** Sign-ups and reset requests per address per hour; reset e-mails per account per hour. */
export const ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
export const RESET_EMAILS_PER_ACCOUNT_PER_HOUR = 3;

export interface AccountLimits {
  signInByAccount: RateLimiter;
  signInByAddress: RateLimiter;
  requestsByAddress: RateLimiter;
  resetEmailsByAccount: RateLimiter;
}

export const createAccountLimits = (database: Database): AccountLimits => ({
  signInByAccount: createDatabaseLimiter(database, {
    bucket: 'sign-in-account',
    limit: SIGN_IN_ATTEMPTS_PER_ACCOUNT,
    windowMs: SIGN_IN_WINDOW_MS,
  }),
  signInByAddress: createDatabaseLimiter(database, {
    bucket: 'sign-in-address',
    limit: SIGN_IN_ATTEMPTS_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
  }),
  requestsByAddress: createDatabaseLimiter(database, {
    bucket: 'account-requests-address',
    limit: ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR,
    windowMs: 3600_000,
  }),
  resetEmailsByAccount: createDatabaseLimiter(database, {
    bucket: 'reset-emails-account',
    limit: RESET_EMAILS_PER_ACCOUNT_PER_HOUR,
    windowMs: 3600_000,
  }),
});

/** A 429 with the seconds to wait (the route sets Retry-After from it). */
export class TooManyAttempts extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TooManyRequests', message);
  }
}

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

/** A hash of nothing anyone can type: an unknown e-mail is checked against it, so it costs what a known one does. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash(randomBytes(32).toString('base64'), PASSWORD_HASH_OPTIONS);
  return decoyHash;
};

async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await decoy()), password);
  } catch {
    return false;
  }
}

const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-in counts per account by the e-mail as typed, lower-cased: unknown e-mails are throttled like known ones. */
const accountKey = (email: string) => email.trim().toLowerCase();

type UserRow = typeof users.$inferSelect;

/**
 * spec §3 User detail, with the account's account types in order (rules §6: the first decides the
 * user type). An account without one — every self-made account — is a retail shopper.
 */
export function toUserDetails(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>, profile: AccountProfile): UserDetails {
  return {
    uid: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.email,
    brands: profile.brands,
    accountTypes: profile.accountTypes.length > 0 ? [...profile.accountTypes] : [RETAIL_ACCOUNT_TYPE],
    accountTypeCompany: profile.accountTypeCompany,
    business: profile.business,
  };
}

/** Only the storefront's own server (a confidential client) is given session tokens. */
function requireStorefrontServer(client: { kind: string; channel: string }) {
  if (client.kind !== 'confidential' || client.channel !== 'storefront') throw new ApiError('Forbidden', ACCOUNT_MESSAGES.storefrontOnly);
}

async function startSession(tx: Tx | Db, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await tx.insert(accountSessions).values({ tokenHash: tokenHash(token), userId, createdAt: now, expiresAt, lastSeenAt: now });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The user of a live session token (marked seen), or null for none, an ended or an unknown one. */
export async function sessionUser(db: Db, token: string | undefined, now: Date): Promise<UserRow | null> {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const [row] = await db
    .update(accountSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(accountSessions.tokenHash, tokenHash(token)), gt(accountSessions.expiresAt, now)))
    .returning({ userId: accountSessions.userId });
  if (!row) return null;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  return user ?? null;
}

/**
 * The signed-in shopper of a session token and their user type (their first account type's,
 * rules §6), or null (endpoint.ts puts both on the caller). One statement, or none when the same
 * session was read a moment ago (session-memory.ts).
 */
export async function sessionAccount(db: Db, token: string | undefined, now: Date): Promise<SessionAccount | null> {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const hashed = tokenHash(token);
  const remembered = rememberedSession(db, hashed, now);
  if (remembered) return remembered;
  const [row] = await db
    // Qualified by hand: Drizzle writes a one-table select's columns bare, which inside the subquery would mean its own.
    .select({
      userId: accountSessions.userId,
      userType: userTypeOf(sql`${accountSessions}.${sql.identifier(accountSessions.userId.name)}`),
      expiresAt: accountSessions.expiresAt,
    })
    .from(accountSessions)
    .where(and(eq(accountSessions.tokenHash, hashed), gt(accountSessions.expiresAt, now)));
  if (!row) return null;
  const account = { userId: row.userId, userType: row.userType };
  rememberSession(db, hashed, account, row.expiresAt);
  return account;
}

// ---- carrying the anonymous visit over ---------------------------------------------------------

/** What an anonymous visit brings to sign-in. */
export interface CarriedOver {
  cartId?: string | null;
  userSessionId?: string | null;
}

/**
 * The anonymous cart joins the account (docs/decisions.md "Accounts: the cart at sign-in"):
 * - no open cart on the account: the anonymous cart becomes the account's;
 * - otherwise its tires are added to the account's cart: the same tire's quantities add up, capped
 *   at MAX_CART_LINE_QUANTITY and at the units in stock (never below what the account's cart
 *   already held); new tires follow while the cart has fewer than MAX_CART_LINES; the anonymous
 *   cart is then deleted. The account's cart keeps its own installer, shipping and coupons.
 * A cart the caller may not use, or one already ordered, is left alone.
 */
async function mergeCart(tx: Tx, userId: number, cartId: string | null | undefined, caller: CartCaller, now: Date) {
  let anonymousId: string | null = null;
  if (cartId) {
    const [anonymous] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
    const usable = anonymous && !anonymous.orderedAt && mayUseCart(anonymous, { sub: caller.sub, userId });
    if (usable) anonymousId = anonymous.id;
  }
  const [own] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.orderedAt), anonymousId ? ne(carts.id, anonymousId) : undefined))
    .orderBy(desc(carts.updatedAt))
    .limit(1)
    .for('update');
  if (anonymousId && !own) {
    await tx.update(carts).set({ userId }).where(eq(carts.id, anonymousId));
    return cartAnswer(tx, anonymousId);
  }
  if (!own) return null;
  if (anonymousId) {
    const incoming = await tx.select().from(cartItems).where(eq(cartItems.cartId, anonymousId)).orderBy(cartItems.position);
    const lines = await tx
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, position: cartItems.position })
      .from(cartItems)
      .where(eq(cartItems.cartId, own.id));
    const held = new Map(lines.map((l) => [l.skuId, l]));
    let position = Math.max(0, ...lines.map((l) => l.position));
    for (const line of incoming) {
      const [{ units } = { units: 0 }] = await tx
        .select({ units: sql<number>`coalesce(sum(${stock.quantity}), 0)::int` })
        .from(stock)
        .where(eq(stock.skuId, line.skuId));
      const existing = held.get(line.skuId);
      if (existing) {
        const quantity = Math.min(existing.quantity + line.quantity, MAX_CART_LINE_QUANTITY, Math.max(units, existing.quantity));
        if (quantity !== existing.quantity)
          await tx
            .update(cartItems)
            .set({ quantity })
            .where(and(eq(cartItems.cartId, own.id), eq(cartItems.skuId, line.skuId)));
        continue;
      }
      const quantity = Math.min(line.quantity, MAX_CART_LINE_QUANTITY, units);
      if (quantity <= 0 || held.size >= MAX_CART_LINES) continue;
      position += 1;
      await tx.insert(cartItems).values({ ...line, cartId: own.id, quantity, position, addedAt: now });
      held.set(line.skuId, { skuId: line.skuId, quantity, position });
    }
    await tx.delete(carts).where(eq(carts.id, anonymousId));
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, own.id));
  }
  return cartAnswer(tx, own.id);
}

async function cartAnswer(tx: Tx, id: string) {
  const [row] = await tx
    .select({ totalQuantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, id));
  return { id, totalQuantity: row?.totalQuantity ?? 0 };
}

/**
 * The anonymous visit's past searches join the account's (spec §7 /users/me/history/search): the
 * account adopts the visit's shopper session when it has none; otherwise the visit's searches move
 * into the account's session (a link it already has is not repeated) and the newest
 * PAST_SEARCH_LIMIT are kept. Answers the account's shopper session id.
 */
async function mergeSearches(tx: Tx, user: UserRow, userSessionId: string | null | undefined): Promise<string | null> {
  const visit = userSessionId
    ? (await tx.select({ id: shopperSessions.id }).from(shopperSessions).where(eq(shopperSessions.id, userSessionId)))[0]
    : undefined;
  if (!visit) return user.shopperSessionId;
  if (!user.shopperSessionId) {
    await tx.update(users).set({ shopperSessionId: visit.id }).where(eq(users.id, user.id));
    return visit.id;
  }
  const own = user.shopperSessionId;
  if (own === visit.id) return own;
  // Locks the account's session row, as every change of its history does (search-history.ts).
  await tx.select({ id: shopperSessions.id }).from(shopperSessions).where(eq(shopperSessions.id, own)).for('update');
  await tx.execute(sql`
    UPDATE ${searchHistory} SET session_id = ${own}
    WHERE session_id = ${visit.id}
      AND link NOT IN (SELECT link FROM ${searchHistory} WHERE session_id = ${own})`);
  await tx.execute(sql`
    DELETE FROM ${searchHistory} WHERE session_id = ${own} AND id NOT IN (
      SELECT id FROM ${searchHistory} WHERE session_id = ${own} ORDER BY created_at DESC, id DESC LIMIT ${PAST_SEARCH_LIMIT})`);
  return own;
}

/**
 * A fresh session and what the shopper continues with. `greeting`: `claim` at a password sign-in
 * (a business account's first one greets it, rules §6); `arrived-by-sso` marks the greeting as
 * given — the person comes from their company's accounts page (rules §6 "unless they arrived
 * logged in from the accounts page"); `none` for a new retail account.
 */
async function signedIn(
  tx: Tx,
  user: UserRow,
  carried: CarriedOver,
  caller: CartCaller,
  now: Date,
  greeting: 'claim' | 'arrived-by-sso' | 'none' = 'claim',
): Promise<SignedIn> {
  const session = await startSession(tx, user.id, now);
  const cart = await mergeCart(tx, user.id, carried.cartId, caller, now);
  const userSessionId = await mergeSearches(tx, user, carried.userSessionId);
  const greet = greeting !== 'none' && (await claimBusinessGreeting(tx, user.id, now)) && greeting === 'claim';
  return { userDetails: toUserDetails(user, await accountProfileOf(tx, user.id)), session, cart, userSessionId, greet };
}

// ---- the calls ---------------------------------------------------------------------------------

export interface AccountCall {
  client: CartCaller & { kind: string; channel: string };
  now: Date;
  /** The caller's address, as the rate limits count it (rate-limit.ts requestAddress). */
  address: string;
}

async function takeOrRefuse(limiter: RateLimiter, key: string, now: Date, message: string) {
  const decision = await limiter.take(key, now);
  if (!decision.allowed) throw new TooManyAttempts(message, decision.retryAfterSeconds);
}

/** POST /v1/users: a new account, signed in. 409 when the e-mail (whatever its case) has one. */
export async function signUp(
  database: Database,
  limits: AccountLimits,
  input: { email: string; password: string; firstName: string; lastName: string } & CarriedOver,
  call: AccountCall,
): Promise<SignedIn> {
  requireStorefrontServer(call.client);
  await takeOrRefuse(limits.requestsByAddress, call.address, call.now, ACCOUNT_MESSAGES.tooManyRequests);
  const passwordHash = await hashPassword(input.password);
  try {
    return await database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: accountKey(input.email),
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          createdAt: call.now,
          passwordChangedAt: call.now,
        })
        .returning();
      return signedIn(tx, user!, input, call.client, call.now);
    });
  } catch (err) {
    if (databaseError(err)?.constraint === 'users_email_lower') throw new ApiError('Conflict', ACCOUNT_MESSAGES.emailTaken);
    throw err;
  }
}

/** POST /v1/users/sign-in. */
export async function signIn(
  database: Database,
  limits: AccountLimits,
  input: { email: string; password: string } & CarriedOver,
  call: AccountCall,
): Promise<SignedIn> {
  requireStorefrontServer(call.client);
  const key = accountKey(input.email);
  // Counted before the password is checked: N concurrent wrong attempts cannot all be tried.
  await takeOrRefuse(limits.signInByAddress, call.address, call.now, ACCOUNT_MESSAGES.tooManyAttempts);
  await takeOrRefuse(limits.signInByAccount, key, call.now, ACCOUNT_MESSAGES.tooManyAttempts);
  const [user] = await database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, key));
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) {
    throw new ApiError('Unauthorized', ACCOUNT_MESSAGES.wrongCredentials);
  }
  // A right password: its attempt does not count, and the account's wrong ones are forgiven.
  await limits.signInByAddress.release(call.address, call.now);
  await limits.signInByAccount.clear(key, call.now);
  return database.db.transaction((tx) => signedIn(tx, user, input, call.client, call.now));
}

/**
 * POST /v1/users/sso-sign-in: a person the identity provider authenticated (docs/decisions.md
 * "Single sign-on"). Their (issuer, subject) finds the linked account. On a first visit the account
 * of the same e-mail is linked only when the provider vouches for the e-mail; without an account,
 * one is made with no password (they sign in through the provider; a password reset gives them
 * one). Two first visits at once link one identity: the primary key decides, the loser retries as
 * a returning visit.
 */
export async function ssoSignIn(
  database: Database,
  input: { issuer: string; subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string } & CarriedOver,
  call: AccountCall,
): Promise<SignedIn> {
  requireStorefrontServer(call.client);
  const attempt = () =>
    database.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)));
      if (linked) return signedIn(tx, linked.user, input, call.client, call.now, 'arrived-by-sso');
      const key = accountKey(input.email);
      let [user] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, key))
        .for('update');
      if (user && !input.emailVerified) throw new ApiError('Conflict', ACCOUNT_MESSAGES.ssoEmailTaken);
      if (!user) {
        const local = key.split('@')[0] ?? '';
        [user] = await tx
          .insert(users)
          .values({
            email: key,
            passwordHash: NO_PASSWORD_YET,
            firstName: input.firstName || local,
            lastName: input.lastName,
            createdAt: call.now,
            passwordChangedAt: call.now,
          })
          .returning();
      }
      await tx.insert(userIdentities).values({ issuer: input.issuer, subject: input.subject, userId: user!.id, createdAt: call.now });
      return signedIn(tx, user!, input, call.client, call.now, 'arrived-by-sso');
    });
  try {
    return await attempt();
  } catch (err) {
    const constraint = databaseError(err)?.constraint;
    // The same person's other first visit linked them (or made the account) a moment ago.
    if (constraint === 'user_identities_issuer_subject_pk' || constraint === 'users_email_lower') return attempt();
    throw err;
  }
}

/** POST /v1/users/sign-out: the session ends (a session that had ended already answers the same). */
export async function signOut(db: Db, token: string | undefined): Promise<{ signedOut: true }> {
  if (token) await db.delete(accountSessions).where(eq(accountSessions.tokenHash, tokenHash(token)));
  forgetSessions(db);
  return { signedOut: true };
}

/**
 * POST /v1/users/password-reset: a one-time link by e-mail, through the outbox. The same answer
 * whether an account uses the e-mail or not; an account gets at most RESET_EMAILS_PER_ACCOUNT_PER_HOUR
 * of them (beyond that, silently none: the answer must not tell).
 */
export async function requestPasswordReset(
  database: Database,
  limits: AccountLimits,
  email: string,
  call: AccountCall & { shopUrl: string },
): Promise<{ message: string }> {
  await takeOrRefuse(limits.requestsByAddress, call.address, call.now, ACCOUNT_MESSAGES.tooManyRequests);
  const answer = { message: ACCOUNT_MESSAGES.resetRequested };
  const [user] = await database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey(email)));
  if (!user) return answer;
  if (!(await limits.resetEmailsByAccount.take(String(user.id), call.now)).allowed) return answer;
  const token = newToken();
  const mail = renderPasswordResetEmail({ firstName: user.firstName, link: resetLink(call.shopUrl, token) });
  await database.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      createdAt: call.now,
      expiresAt: new Date(call.now.getTime() + RESET_LINK_LIFETIME_MS),
    });
    await tx.insert(outboxEmails).values({ kind: 'password-reset', to: user.email, ...mail });
  });
  return answer;
}

/** The storefront page a reset e-mail links to; `returnTo`, the page it opens once the password is set (the account page without). */
export const resetLink = (shopUrl: string, token: string, returnTo?: string) =>
  `${shopUrl.replace(/\/+$/, '')}/account/reset-password?token=${token}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;

/** Where an invited account lands once its password is set: the installer portal (docs/portal.md), not the shopper's account page. */
export const INVITATION_RETURN_PATH = '/portal';

/**
 * POST /v1/users/password-reset/confirm: the link is used up (in the same statement that checks it,
 * so two uses at once cannot both pass), the new password set, every session of the account ended
 * and every other link of it voided; the shopper is signed in afresh.
 */
export async function resetPassword(database: Database, input: { token: string; password: string }, call: AccountCall): Promise<SignedIn> {
  requireStorefrontServer(call.client);
  const passwordHash = await hashPassword(input.password);
  const answer = await database.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: call.now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, call.now)),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
    const [user] = await tx.update(users).set({ passwordHash, passwordChangedAt: call.now }).where(eq(users.id, used.userId)).returning();
    await tx.delete(accountSessions).where(eq(accountSessions.userId, used.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: call.now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    return signedIn(tx, user!, {}, call.client, call.now);
  });
  // The account's other sessions ended with the transaction: none may be remembered (session-memory.ts).
  forgetSessions(database.db);
  return answer;
}

/** How long the set-your-password link of an account made for someone else (an approved installer) lives. */
export const INVITATION_LINK_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * The password hash of an account nobody has chosen a password for yet: not a hash at all, so no
 * password matches it (sign-in checks it like any wrong password). The set-your-password link
 * replaces it.
 */
export const NO_PASSWORD_YET = '!no-password-yet';

/**
 * The account with this e-mail, made for its owner when there is none (an approved installer
 * application, docs/portal.md): answered with a one-time set-your-password link for a new account
 * (a reset link living INVITATION_LINK_LIFETIME_MS), none for an account that already exists —
 * its owner signs in as before. Inside the caller's transaction.
 */
export async function accountForInvitation(
  tx: Tx,
  person: { email: string; firstName: string; lastName: string },
  now: Date,
  shopUrl: string,
): Promise<{ userId: number; setPasswordLink: string | null }> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey(person.email)));
  if (existing) return { userId: existing.id, setPasswordLink: null };
  const [made] = await tx
    .insert(users)
    .values({
      email: accountKey(person.email),
      passwordHash: NO_PASSWORD_YET,
      firstName: person.firstName,
      lastName: person.lastName,
      createdAt: now,
      passwordChangedAt: now,
    })
    .returning({ id: users.id });
  const token = newToken();
  await tx.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId: made!.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_LINK_LIFETIME_MS),
  });
  return { userId: made!.id, setPasswordLink: resetLink(shopUrl, token, INVITATION_RETURN_PATH) };
}

/** Ended sessions and old reset links are of no use: the worker's round deletes them. */
export async function deleteEndedAccountRecords(db: Db, now: Date): Promise<number> {
  const sessions = await db.delete(accountSessions).where(lt(accountSessions.expiresAt, now)).returning({ userId: accountSessions.userId });
  const links = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ userId: passwordResets.userId });
  return sessions.length + links.length;
}
