/**
 * /portal/shops/{shopCode}/team (docs/portal.md "The shop's team"): the shop's owners and staff.
 * The owner adds staff by e-mail (an existing account joins; an unknown e-mail is invited to choose
 * a password) and removes members; staff read the list. Plain forms posted to the shop's server.
 */
import {
  addPortalTeamMemberEndpoint,
  portalTeamEndpoint,
  removePortalTeamMemberEndpoint,
  type PortalShop,
  type PortalTeamMember,
} from '@tireshop/core';
import { useId } from 'react';
import { data, useActionData, useLoaderData, useRouteLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { ConfirmButton } from '../../confirm-button';
import { answered, field, loaded, type WorkAnswer, WorkPage } from './portal-work-parts';

export async function teamLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(await api.call(portalTeamEndpoint, { params: { shopCode: params.shopCode ?? '' }, signal: request.signal }), request);
}

export async function teamAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const shopCode = params.shopCode ?? '';
  switch (field(form, 'intent')) {
    case 'add': {
      const typed = { email: field(form, 'email'), firstName: field(form, 'firstName'), lastName: field(form, 'lastName') };
      const result = await api.call(addPortalTeamMemberEndpoint, { params: { shopCode }, body: typed });
      const note =
        result.ok && result.data.added.invited
          ? `${result.data.added.email} is invited: we e-mailed them a link to choose a password.`
          : `${field(form, 'email')} is on the team: we e-mailed them to sign in.`;
      return answered(result, request, note, typed);
    }
    case 'remove':
      return answered(
        await api.call(removePortalTeamMemberEndpoint, { params: { shopCode, memberId: field(form, 'memberId') } }),
        request,
        `${field(form, 'email')} is no longer on the team.`,
      );
    default:
      throw data({ message: 'Unknown change.' }, { status: 400 });
  }
}

const ROLE = { owner: 'Owner', staff: 'Staff' } as const;
/** "Dec 6, 2026" of an instant (UTC: the day the member joined, as the server recorded it). */
const sinceText = (instant: string) =>
  new Date(instant).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function MemberCard({ member, canManage }: { member: PortalTeamMember; canManage: boolean }) {
  return (
    <li className="sf-account-card">
      <h2 className="sf-account-card__title">
        {member.name}
        {member.you && ' (you)'}
      </h2>
      <p>
        {member.email} · {ROLE[member.role]} · since {sinceText(member.since)}
        {member.invited && ' · invited, no password chosen yet'}
      </p>
      {canManage && !member.you && (
        <ConfirmButton
          quiet
          label={`Remove ${member.name}`}
          question={`Remove ${member.name} from the team?`}
          detail={`${member.email} can no longer see this shop’s bookings and orders. To bring them back, add them again.`}
          confirm="Yes, remove"
          fields={{ intent: 'remove', memberId: String(member.memberId), email: member.email }}
        />
      )}
    </li>
  );
}

export function TeamPage() {
  const { members, canManage } = useLoaderData<typeof teamLoader>();
  const shop = useRouteLoaderData('portal-shop') as PortalShop;
  const id = useId();
  // A refused add: the form again as it was typed, with the refusal beside it.
  const refused = useActionData<WorkAnswer>();
  const typed = refused?.typed;
  return (
    <WorkPage title="Team" shop={shop}>
      {!canManage && <p className="sf-portal-work__quiet">Only the shop’s owner can add or remove members.</p>}
      {members.length === 0 ? (
        <p className="ts-state">Nobody is on this shop’s team yet.</p>
      ) : (
        <ul className="sf-account-list" aria-label="The shop’s team">
          {members.map((m) => (
            <MemberCard key={m.memberId} member={m} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage && (
        <section aria-labelledby={`${id}-add`} className="sf-portal-section">
          <h2 id={`${id}-add`}>Add staff</h2>
          <p>
            Staff see the bookings and orders and do the day’s work; they cannot change the shop’s set-up. Someone without a tireshop
            account gets an e-mail to choose a password.
          </p>
          <form
            method="post"
            className="sf-portal-work__schedule-form"
            key={JSON.stringify(typed ?? {})}
            aria-describedby={typed ? `${id}-refused` : undefined}
          >
            <input type="hidden" name="intent" value="add" />
            {typed && (
              <p id={`${id}-refused`} className="ts-field__error">
                {refused?.message}
              </p>
            )}
            <div className="ts-field">
              <label htmlFor={`${id}-email`}>E-mail</label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="off" required maxLength={254} defaultValue={typed?.email} />
            </div>
            <div className="ts-field">
              <label htmlFor={`${id}-first`}>First name</label>
              <input id={`${id}-first`} name="firstName" autoComplete="off" required maxLength={50} defaultValue={typed?.firstName} />
            </div>
            <div className="ts-field">
              <label htmlFor={`${id}-last`}>Last name</label>
              <input id={`${id}-last`} name="lastName" autoComplete="off" required maxLength={50} defaultValue={typed?.lastName} />
            </div>
            <button type="submit" className="ts-button">
              Add to the team
            </button>
          </form>
        </section>
      )}
    </WorkPage>
  );
}
