/**
 * A shop's team in the portal (docs/portal.md "The shop's team"): its owner adds staff by e-mail —
 * an existing account joins, an unknown e-mail gets an account with no password and an invitation
 * with a set-your-password link — and removes members; staff see the list. A shop always keeps
 * an owner. Not in the spec (no installer side is shown); ours.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from './accounts';
import { emailField, nameField } from '../address/index';
import { defineEndpoint } from './endpoint';
import { portalShopParams } from './portal';

export const PORTAL_TEAM_MESSAGES = {
  alreadyMember: (email: string) => `${email} is on this shop’s team already.`,
  lastOwner: 'A shop keeps at least one owner: make someone else owner before removing this one.',
  noMember: 'This shop’s team has no such member.',
} as const;

export const portalTeamMemberSchema = v.object({
  memberId: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(['owner', 'staff']),
  since: v.string(),
  /** The account asking: an owner cannot remove themselves by mistake from the list's button. */
  you: v.boolean(),
  /** The account has no password yet: the invitation's link was not used. */
  invited: v.boolean(),
});
export type PortalTeamMember = v.InferOutput<typeof portalTeamMemberSchema>;

const teamAnswer = v.object({
  shopCode: v.string(),
  /** Whether this account may add and remove members (the owner, operations). */
  canManage: v.boolean(),
  members: v.array(portalTeamMemberSchema),
});

export const portalTeamEndpoint = defineEndpoint({
  id: 'getPortalTeam',
  method: 'GET',
  path: '/v1/portal/shops/{shopCode}/team',
  summary: 'The shop’s owners and staff in the portal. Owner, staff, operations.',
  auth: true,
  params: portalShopParams,
  response: teamAnswer,
});

export const addPortalTeamMemberEndpoint = defineEndpoint({
  id: 'addPortalTeamMember',
  method: 'POST',
  path: '/v1/portal/shops/{shopCode}/team',
  summary:
    'Adds staff by e-mail: an existing account joins; an unknown e-mail gets an account without a password and an e-mail with a ' +
    'set-your-password link (7 days). Owner, operations; 409 already on the team.',
  auth: true,
  status: 201,
  params: portalShopParams,
  body: v.object({
    email: emailField,
    /** For a new account only (an existing one keeps its name). */
    firstName: nameField(ACCOUNT_MESSAGES.firstName),
    lastName: nameField(ACCOUNT_MESSAGES.lastName),
  }),
  response: v.object({ ...teamAnswer.entries, added: portalTeamMemberSchema }),
});

export const removePortalTeamMemberEndpoint = defineEndpoint({
  id: 'removePortalTeamMember',
  method: 'DELETE',
  path: '/v1/portal/shops/{shopCode}/team/{memberId}',
  summary: 'Removes a member from the shop’s team. Owner, operations; 409 the shop’s last owner.',
  auth: true,
  params: v.object({ ...portalShopParams.entries, memberId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) }),
  response: teamAnswer,
});

export const portalTeamEndpoints = [portalTeamEndpoint, addPortalTeamMemberEndpoint, removePortalTeamMemberEndpoint] as const;
