import { storeCurrentOrganization, type OrgData } from "./session-storage";
import { useSession } from "./use-session";

export type CurrentOrganization = OrgData;

/**
 * The current organization (docs/domain-rules.md#screens): set at login to the user's own
 * organization, changed by opening /organizations/{id}. Stored in localStorage `orgId` and
 * `orgData`; the topbar and every screen reading it with useCurrentOrganization() follow at once
 * (and in other tabs).
 */
export function setCurrentOrganization(org: CurrentOrganization): void {
  storeCurrentOrganization(org);
}

/** The current organization; the user's own one when none is stored. */
export function useCurrentOrganization(): CurrentOrganization | null {
  const { orgData, user } = useSession();
  if (orgData) return orgData;
  return user ? { id: user.orgId, name: user.orgName } : null;
}
