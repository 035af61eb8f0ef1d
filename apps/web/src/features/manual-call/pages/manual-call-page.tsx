import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTriggerOutcomeToast } from "../../../components/alarm-trigger/use-trigger-outcome-toast";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { ManualCallForm } from "../components/manual-call-form";
import "./manual-call-page.css";

/** /alarm-trigger: a manual call to participants and groups chosen on the spot. */
export function ManualCallPage() {
  const { t } = useTranslation();
  const allowed = useCurrentUser()?.authorities.includes("MANUAL_CALL") ?? false;
  const outcome = useTriggerOutcomeToast();
  // A new key gives a fresh form: after a call has started, or when the operator clears it.
  const [formKey, setFormKey] = useState(0);
  const fresh = () => setFormKey((key) => key + 1);
  return (
    <section className="page">
      <PageHeader title={t("manualCall.title")} icon="pi-phone" />
      {allowed ? (
        <ManualCallForm
          key={formKey}
          onClear={fresh}
          onStarted={(response, name, delayMinutes) => {
            outcome.show(response, name, delayMinutes);
            fresh();
          }}
        />
      ) : (
        <StateCard icon="pi-lock" title={t("manualCall.noAccess.title")} text={t("manualCall.noAccess.text")} />
      )}
      {outcome.element}
    </section>
  );
}
