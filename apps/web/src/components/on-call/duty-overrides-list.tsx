import type { DutyOverride } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format-date";
import { useFailureToast } from "../object-list/use-failure-toast";
import { useToast } from "../toast/toast-context";
import { useDeleteOverride, useDutyOverrides, type OverrideFilter } from "./on-call-api";
import { OnCallState, useScheduleAdmin } from "./on-call-state";

interface DutyOverridesListProps {
  filter: OverrideFilter;
  /** Opens the override dialog empty (or with the participant of the view). */
  onAdd: () => void;
}

/** The current and planned overrides of a participant or of an alarm point's people, each deletable after a confirmation. */
export function DutyOverridesList({ filter, onAdd }: DutyOverridesListProps) {
  const { t } = useTranslation();
  const allowed = useScheduleAdmin();
  const overrides = useDutyOverrides(filter, allowed);
  return (
    <section className="duty-overrides stack gap-s" aria-labelledby="duty-overrides-title">
      <div className="cluster spread">
        <h3 id="duty-overrides-title" className="on-call__subtitle">
          {t("onCall.overrides.title")}
        </h3>
        {allowed && <Button type="button" label={t("onCall.overrides.add")} icon="pi pi-plus" size="small" outlined onClick={onAdd} />}
      </div>
      <OnCallState query={overrides} allowed={allowed} errorTitle={t("onCall.overrides.loadError")}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t("onCall.overrides.empty")}</p>
          ) : (
            <ul className="bare-list stack gap-s">
              {list.map((override) => (
                <OverrideRow key={override.id} override={override} />
              ))}
            </ul>
          )
        }
      </OnCallState>
    </section>
  );
}

function OverrideRow({ override }: { override: DutyOverride }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteOverride();
  const period = t("onCall.overrides.period", { from: formatDateTime(override.from), to: formatDateTime(override.to) });
  const names = { name: override.participantName, covering: override.coveringParticipantName };

  const confirmDelete = () =>
    confirmDialog({
      header: t("onCall.overrides.deleteHeader"),
      message: t("onCall.overrides.deleteText", { ...names, period }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("onCall.overrides.deleteConfirm"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(override.id, {
          onSuccess: () => toast.show({ severity: "success", summary: t("onCall.overrides.deleted"), detail: t("onCall.overrides.line", names) }),
          onError: showFailure,
        }),
    });

  return (
    <li className="duty-override frame cluster gap-m spread">
      <div className="stack gap-xs">
        <strong className="breakable">{t("onCall.overrides.line", names)}</strong>
        <span>{period}</span>
        {override.note && <span className="muted breakable">{override.note}</span>}
        <small className="muted">{t("onCall.overrides.createdBy", { name: override.createdBy })}</small>
      </div>
      <Button
        type="button"
        icon="pi pi-trash"
        severity="danger"
        text
        rounded
        aria-label={t("onCall.overrides.delete")}
        title={t("onCall.overrides.delete")}
        loading={remove.isPending}
        onClick={confirmDelete}
      />
    </li>
  );
}
