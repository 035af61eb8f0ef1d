import type { User } from "@alarm/contract";
import { SectionObjectOrganization } from "../../../components/organization-picker/object-organization";
import { usersQueryKey } from "../api/query-keys";

/** An existing user's organization, changed by moving the user. */
export function UserOrganization({ user }: { user: User }) {
  return <SectionObjectOrganization id="user-organization" section="users" names={{ login: user.login }} object={user} objectType="USER" queryKey={usersQueryKey} />;
}
