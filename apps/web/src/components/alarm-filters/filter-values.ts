/** The values of the shared alarm filters, as the alarm table and the reports keep them. */

export interface OrganizationFilterValue {
  id: number;
  /** The organization's full path, shown in the filter. */
  path: string;
  recursive: boolean;
}

export interface ParticipantFilterEntry {
  id: number;
  name: string;
}
