import type { PushBrowsers } from "../../channels/web-push.js";
import { pushServiceRefusal } from "./push-endpoint.js";
import { browsersOfUser, forgetSubscription } from "./repo.js";
import { vapidKeys } from "./vapid-keys.js";

/** What the Web Push channel needs of this module; the engine hands it in. */
export const pushBrowsers: PushBrowsers = { vapidKeys, browsersOfUser, forgetSubscription, pushServiceRefusal };
