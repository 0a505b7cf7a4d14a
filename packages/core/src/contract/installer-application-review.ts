/**
 * The operations team's review of installer applications (docs/installer-signup.md §2): the queue,
 * approving an application into an installer with its widget, rejecting it with a reason. Apart
 * from the signup's own calls (installer-applications.ts) so the applicant's page never loads them.
 * They answer only a signed-in account with the operations role (401 signed out, 403 for a shopper).
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { withMissingMessage } from './fields';
import { INSTALLER_APPLICATION_STATUSES, INSTALLER_SIGNUP_MESSAGES } from './installer-applications';

const dayHoursOut = v.nullable(v.object({ open: v.string(), close: v.string() }));
export const installerApplicationSchema = v.object({
  applicationNumber: v.string(),
  status: v.picklist(INSTALLER_APPLICATION_STATUSES),
  companyName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  services: v.array(v.string()),
  hours: v.record(v.string(), dayHoursOut),
  mobileRadiusMiles: v.nullable(v.number()),
  website: v.nullable(v.string()),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  rejectionReason: v.nullable(v.string()),
  /** The widget id of the installer an approval made; null before. */
  widgetId: v.nullable(v.string()),
});
export type InstallerApplication = v.InferOutput<typeof installerApplicationSchema>;

const applicationNumberParams = v.object({
  applicationNumber: v.pipe(v.string(), v.regex(/^IA-\d{6,9}$/, INSTALLER_SIGNUP_MESSAGES.notFound)),
});

export const listInstallerApplicationsEndpoint = defineEndpoint({
  id: 'listInstallerApplications',
  method: 'GET',
  path: '/v1/operations/installer-applications',
  summary: 'Installer applications of one status, oldest first (signed-in operations accounts only).',
  auth: true,
  query: v.object({
    status: v.optional(v.picklist(INSTALLER_APPLICATION_STATUSES, 'status must be pending, approved or rejected.'), 'pending'),
  }),
  response: v.object({ applications: v.array(installerApplicationSchema) }),
});

export const approveInstallerApplicationEndpoint = defineEndpoint({
  id: 'approveInstallerApplication',
  method: 'POST',
  path: '/v1/operations/installer-applications/{applicationNumber}/approve',
  summary:
    'Approve a pending application (signed-in operations accounts only): in one transaction the installer, its hours, services and ' +
    'mobile service area, and its installer widget allowed on the applicant’s website. Answers the widget id and the snippet, ' +
    'which are e-mailed to the applicant. 409 for an application already decided.',
  auth: true,
  params: applicationNumberParams,
  response: v.object({
    application: installerApplicationSchema,
    installer: v.object({ installerId: v.number(), code: v.string(), name: v.string() }),
    widgetId: v.string(),
    allowedOrigins: v.array(v.string()),
    snippet: v.string(),
  }),
});

export const rejectInstallerApplicationEndpoint = defineEndpoint({
  id: 'rejectInstallerApplication',
  method: 'POST',
  path: '/v1/operations/installer-applications/{applicationNumber}/reject',
  summary:
    'Reject a pending application with a reason the applicant is e-mailed (signed-in operations accounts only). 409 for an application already decided.',
  auth: true,
  params: applicationNumberParams,
  body: v.object({
    reason: withMissingMessage(
      v.pipe(
        v.string(INSTALLER_SIGNUP_MESSAGES.reason),
        v.transform((s: string) =>
          s
            .normalize('NFKC')
            .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
            .trim(),
        ),
        v.minLength(1, INSTALLER_SIGNUP_MESSAGES.reason),
        v.maxLength(500, INSTALLER_SIGNUP_MESSAGES.reason),
      ),
      INSTALLER_SIGNUP_MESSAGES.reason,
    ),
  }),
  response: v.object({ application: installerApplicationSchema }),
});

export const installerApplicationReviewEndpoints = [
  listInstallerApplicationsEndpoint,
  approveInstallerApplicationEndpoint,
  rejectInstallerApplicationEndpoint,
] as const;
