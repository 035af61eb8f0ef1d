import { changePasswordRequest, errorBody, languageChange, localeQuery, localeResponse, statusOk, verifyResponse } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { toCurrentUser } from "../auth/current-user.js";
import { localeOf } from "./locale.js";
import { AccountService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Account"];
const failures = { 400: errorBody, 401: errorBody };

export const accountRoutes: ModuleRoutes =
  ({ database, throttle }) =>
  async (app) => {
    const account = new AccountService(database.db, throttle);
    app.patch(
      "/users/change-password",
      {
        schema: { tags, summary: "Change one's own password", body: changePasswordRequest, response: { 200: statusOk, ...failures } },
      },
      async (request) => {
        await account.changePassword(principalOf(request), request.body.previousPassword, request.body.newPassword);
        return { status: "ok" as const };
      },
    );

    app.patch(
      "/account/language",
      { schema: { tags, summary: "Choose one's console language", body: languageChange, response: { 200: verifyResponse, ...failures } } },
      async (request) => {
        const principal = principalOf(request);
        const updated = await account.setLanguage(principal, request.body.language);
        return { user: toCurrentUser({ ...principal, ...updated }) };
      },
    );

    app.get(
      "/locale",
      {
        config: { public: true },
        schema: { tags, summary: "The console's translation map for a language", querystring: localeQuery, response: { 200: localeResponse, ...failures } },
      },
      (request) => localeOf(request.query.language ?? "ENGLISH"),
    );
  };
