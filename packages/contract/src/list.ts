import { z } from "zod";
import { DATABASE_INTEGER_MAX, objectId } from "./ids.js";
import { listRow, listRowOf, type ListedObjectType } from "./list-rows.js";
import { objectType } from "./object-type.js";
import { SORT_ORDERS } from "./sort-order.js";

export { SORT_ORDERS } from "./sort-order.js";
export const MAX_PAGE_SIZE = 10_000;

const page = {
  currentPage: z.coerce.number().int().min(1).max(DATABASE_INTEGER_MAX).default(1).describe("Counts from 1"),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  filterValue: z.string().max(200).optional().describe("Case-insensitive text searched in names"),
};

/** POST /list (docs/domain-rules.md#lists-and-paging). */
export const listRequest = z
  .object({
    ...page,
    type: objectType,
    parentOrgId: objectId.optional().describe("Defaults to the caller's organization"),
    recursive: z.boolean().default(true).describe("Include the sub-organizations"),
    sortField: z.string().max(50).default("name"),
    sortOrder: z.enum(SORT_ORDERS).default("ASCENDING"),
    deletedAlarm: z.boolean().optional(),
    alarmPointType: z.string().max(50).optional(),
    usableInOrgId: objectId
      .optional()
      .describe("Only what an object of this organization may name: objects of this organization and those above it, within the caller's scope (pickers)"),
  })
  .meta({ id: "ListRequest" });
export type ListRequest = z.input<typeof listRequest>;

/** POST /list/multi: the same fields (docs/domain-rules.md#lists-and-paging), and `parentOrgIds` to list over several organizations at once. */
export const multiListRequest = listRequest
  .extend({ parentOrgIds: z.array(objectId).min(1).max(500).optional().describe("Listed together with `parentOrgId`") })
  .meta({ id: "MultiListRequest" });
export type MultiListRequest = z.input<typeof multiListRequest>;

/** POST /list/membership: the `type` objects related to object `objectId` of `referenceType`. */
export const membershipRequest = z
  .object({
    ...page,
    objectId: objectId.describe("The id of the object whose related objects are listed; its kind is `referenceType`"),
    referenceType: objectType.describe("The kind of `objectId`, e.g. USERGROUP to list a role's users"),
    type: objectType.describe("The kind of the objects listed (the rows of the page), e.g. USER for a role's users"),
  })
  .meta({ id: "MembershipRequest" });
export type MembershipRequest = z.input<typeof membershipRequest>;

/** The fields every row has, for a caller that reads only those of a page of any type. */
export const listItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    orgId: z.number().int(),
    orgName: z.string(),
    description: z.string().nullable().optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "ListItem" });
export type ListItem = z.infer<typeof listItem>;

const pageOf = <Row extends z.core.SomeType>(row: Row) =>
  z.object({
    list: z.array(row),
    count: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pagesCount: z.number().int(),
  });

/** A page of rows of any type, read as `ListItem`s. */
export const listResponse = pageOf(listItem).meta({ id: "ListResponse" });
export type ListResponse = z.infer<typeof listResponse>;

/** What POST /list, /list/multi and /list/membership answer: a page of the rows of the listed type. */
export const listPage = pageOf(listRow).meta({ id: "ListPage" });
export type ListPage = z.infer<typeof listPage>;

/** The page of one object type's rows, e.g. `listPageOf("ALARMPLAN")`. */
export const listPageOf = <T extends ListedObjectType>(type: T) => pageOf(listRowOf[type]);
