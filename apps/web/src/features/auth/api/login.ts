import { loginResponse, type LoginRequest, type LoginResponse } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { send } from "../../../lib/http";

/** POST /auth. Without a stored token: a refused sign-in must not trigger a token refresh. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return send("POST", "/auth", { schema: loginResponse, body: request });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
