import type { PushBrowsers } from "../../channels/web-push.js";
import { pushServiceRefusal } from "./push-endpoint.js";
import { browsersOfUser, forgetSubscription } from "./repo.js";
import { vapidKeys } from "./vapid-keys.js";

/** What the Web Push channel needs of this module; app.ts hands it to the engine, which hands it to the channel. */
export const pushBrowsers: PushBrowsers = { vapidKeys, browsersOfUser, forgetSubscription, pushServiceRefusal };
