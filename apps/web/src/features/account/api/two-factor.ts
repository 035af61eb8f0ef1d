import { statusOk, twoFactorSetup, type TwoFactorSetup } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "./current-user";

/** POST /generate-qr-url: a new secret with its QR code, not active until confirmed. */
export function generateTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api.post("/generate-qr-url", { schema: twoFactorSetup });
}

export function confirmTwoFactor(code: string) {
  return api.post("/confirm-2fa", { schema: statusOk, body: { code } });
}

export function disableTwoFactor(code: string) {
  return api.post("/disable-2fa", { schema: statusOk, body: { code } });
}

export function useGenerateTwoFactorSetup() {
  return useMutation({ mutationFn: generateTwoFactorSetup });
}

/** Confirm or disable; settles once the user (and its two-factor flag) has been read again. */
function useTwoFactorChange(change: (code: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export const useConfirmTwoFactor = () => useTwoFactorChange(confirmTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
