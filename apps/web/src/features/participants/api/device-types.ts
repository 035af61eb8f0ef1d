import { DEVICE_TYPES, deviceTypeList, type DeviceType } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** GET /list/devices: the device types a participant can have. */
export function fetchDeviceTypes(signal?: AbortSignal) {
  return api.get("/list/devices", { schema: deviceTypeList, signal });
}

export function deviceTypesQueryOptions() {
  return queryOptions({
    queryKey: participantKeys.deviceTypes(),
    queryFn: async ({ signal }): Promise<DeviceType[]> => (await fetchDeviceTypes(signal)).map((entry) => entry.type),
    // The set of channels changes only with a new server version.
    staleTime: Infinity,
  });
}

/** The device types; the contract's list until (or unless) the server has answered. */
export function useDeviceTypes(): readonly DeviceType[] {
  return useQuery(deviceTypesQueryOptions()).data ?? DEVICE_TYPES;
}
