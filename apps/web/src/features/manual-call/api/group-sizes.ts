import { listResponse } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Group lists are fetched 2000 at a time (docs/domain-rules.md#constants). */
const GROUP_LIST_SIZE = 2000;

/** How many members each participant group the caller sees has (POST /list type PARTICIPANT_GROUP). */
export function useGroupSizes(enabled: boolean) {
  return useQuery({
    // Under "participant-groups" so a change of a group's members refreshes the count.
    queryKey: ["participant-groups", "sizes"],
    queryFn: async ({ signal }) => {
      const page = await api.post("/list", { schema: listResponse, body: { type: "PARTICIPANT_GROUP", pageSize: GROUP_LIST_SIZE, recursive: true }, signal });
      return new Map(page.list.map((group) => [group.id, typeof group.memberCount === "number" ? group.memberCount : 0]));
    },
    enabled,
  });
}
