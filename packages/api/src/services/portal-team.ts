/**
 * A shop's team in the portal (docs/portal.md "The shop's team"). Adding staff reuses the approval's
 * invitation (accountForInvitation): an existing account joins as it is, an unknown e-mail gets an
 * account with no password and a set-your-password link, and either is e-mailed through the
 * outbox in the same transaction. Removing locks the shop's row first, so two owners removing each
 * other at the same moment are decided one after the other and the shop keeps an owner; two adds
 * of the same e-mail at once are decided by the members' unique index.
 */
import { PORTAL_TEAM_MESSAGES as M, type PortalTeamMember } from '@tireshop/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopAccess } from '../auth/portal-access';
import type { Database, Db, Tx } from '../db/client';
import { databaseError } from '../db/errors';
import { installers, outboxEmails, portalMembers, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { renderParagraphsEmail } from '../mail/installer-application-email';
import { accountForInvitation, NO_PASSWORD_YET } from './accounts';
import { portalUrl } from './installer-applications';

const conflict = (message: string) => new ApiError('Conflict', message);

interface Team {
  shopCode: string;
  canManage: boolean;
  members: PortalTeamMember[];
}

/** GET /v1/portal/shops/{shopCode}/team: owners first, then staff, each by when they joined. */
export async function shopTeam(db: Db | Tx, access: ShopAccess): Promise<Team> {
  const rows = await db
    .select({
      memberId: portalMembers.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: portalMembers.role,
      since: portalMembers.createdAt,
      passwordHash: users.passwordHash,
    })
    .from(portalMembers)
    .innerJoin(users, eq(users.id, portalMembers.userId))
    .where(eq(portalMembers.installerId, access.installerId))
    .orderBy(sql`${portalMembers.role} = 'owner' DESC`, asc(portalMembers.createdAt), asc(portalMembers.id));
  return {
    shopCode: access.shopCode,
    canManage: access.role === 'owner' || access.role === 'operations',
    members: rows.map((r) => ({
      memberId: r.memberId,
      email: r.email,
      name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email,
      role: r.role as 'owner' | 'staff',
      since: r.since.toISOString(),
      you: r.userId === access.userId,
      invited: r.passwordHash === NO_PASSWORD_YET,
    })),
  };
}

/** POST /v1/portal/shops/{shopCode}/team: the person joins as staff and is e-mailed. */
export async function addStaff(
  database: Database,
  access: ShopAccess,
  person: { email: string; firstName: string; lastName: string },
  now: Date,
  shopUrl: string,
): Promise<Team & { added: PortalTeamMember }> {
  try {
    return await database.db.transaction(async (tx) => {
      const [shop] = await tx.select({ name: installers.name }).from(installers).where(eq(installers.id, access.installerId));
      if (!shop) throw notFound('No shop has this code.');
      const account = await accountForInvitation(tx, person, now, shopUrl);
      const [member] = await tx
        .insert(portalMembers)
        .values({ userId: account.userId, role: 'staff', installerId: access.installerId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: portalMembers.id });
      if (!member) throw conflict(M.alreadyMember(person.email));
      const [who] = await tx.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, account.userId));
      const portal = portalUrl(shopUrl);
      const mail = renderParagraphsEmail(`You are on ${shop.name}’s team at tireshop`, [
        `Hi ${who?.firstName || person.firstName},`,
        `${shop.name} added you to its team in the tireshop portal: you can see the shop’s bookings and orders, confirm and move appointments, and mark tires received and installed.`,
        account.setPasswordLink
          ? `Your portal account is ${who!.email}. Choose its password within 7 days here: ${account.setPasswordLink} — then sign in at ${portal}.`
          : `Sign in at ${portal} with your tireshop account ${who!.email}.`,
      ]);
      await tx.insert(outboxEmails).values({ kind: `portal-staff-added-${member.id}`, to: who!.email, ...mail });
      const team = await shopTeam(tx, access);
      return { ...team, added: team.members.find((m) => m.memberId === member.id)! };
    });
  } catch (err) {
    // The same e-mail added at the same moment by two owners: the unique index decides.
    if (databaseError(err)?.code === '23505') throw conflict(M.alreadyMember(person.email));
    throw err;
  }
}

/** DELETE /v1/portal/shops/{shopCode}/team/{memberId}: never the shop's last owner. */
export async function removeMember(database: Database, access: ShopAccess, memberId: number): Promise<Team> {
  return database.db.transaction(async (tx) => {
    // The shop's row is the team's lock: removals of the same shop's members run one after the other.
    await tx.select({ id: installers.id }).from(installers).where(eq(installers.id, access.installerId)).for('update');
    const [member] = await tx
      .select({ role: portalMembers.role })
      .from(portalMembers)
      .where(and(eq(portalMembers.id, memberId), eq(portalMembers.installerId, access.installerId)));
    if (!member) throw notFound(M.noMember);
    if (member.role === 'owner') {
      const [owners] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(portalMembers)
        .where(and(eq(portalMembers.installerId, access.installerId), eq(portalMembers.role, 'owner')));
      if (Number(owners?.count ?? 0) <= 1) throw conflict(M.lastOwner);
    }
    await tx.delete(portalMembers).where(eq(portalMembers.id, memberId));
    return shopTeam(tx, access);
  });
}
