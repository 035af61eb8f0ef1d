import { Dropdown } from "primereact/dropdown";
import { InputTextarea } from "primereact/inputtextarea";
import { SHELVING_LIMITS } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldAria, FormField } from "../../../components/form-field";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useShelvePoint } from "../../../components/shelving/shelving-queries";
import { useToast } from "../../../components/toast/toast-context";
import { AlarmActionDialog } from "./alarm-action-dialog";

/** The times offered, in minutes; those beyond the installation's SHELVING_LIMIT are left out. */
const DURATIONS = [15, 30, 60, 120, 240, 480, 720, 1440, 2880, 10_080];

/**
 * Shelves an alarm point (ISA-18.2): for how long, at most SHELVING_LIMIT, and why. Its alarms are
 * then recorded without alerting anybody until the time is over.
 */
export function ShelveDialog({ point, limitMinutes, onHide }: { point: { id: number; name: string }; limitMinutes: number; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const shelve = useShelvePoint();
  const offered = DURATIONS.filter((minutes) => minutes <= limitMinutes);
  const [minutes, setMinutes] = useState(offered.includes(60) ? 60 : (offered.at(-1) ?? limitMinutes));
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const reasonError = touched && reason.trim() === "" ? t("shelving.reasonRequired") : null;
  const submit = () => {
    setTouched(true);
    if (reason.trim() === "") return;
    shelve.mutate(
      { alarmPointId: point.id, minutes, reason },
      {
        onSuccess: () => {
          toast.show({ severity: "success", summary: t("shelving.doneTitle"), detail: t("shelving.done", { name: point.name }) });
          onHide();
        },
        onError: showFailure,
      },
    );
  };
  const durationLabel = (value: number) => (value < 60 ? t("shelving.minutes", { count: value }) : t("shelving.hours", { count: value / 60 }));
  return (
    <AlarmActionDialog
      header={t("shelving.header", { name: point.name })}
      acceptLabel={t("shelving.accept")}
      acceptIcon="pi pi-pause-circle"
      focus="none"
      pending={shelve.isPending}
      onAccept={submit}
      onHide={onHide}
    >
      <p className="alarm-action-dialog__message">{t("shelving.message")}</p>
      <FormField id="shelve-duration" label={t("shelving.duration")} hint={t("shelving.limit", { limit: durationLabel(limitMinutes) })}>
        <Dropdown
          inputId="shelve-duration"
          value={minutes}
          options={(offered.length > 0 ? offered : [limitMinutes]).map((value) => ({ value, label: durationLabel(value) }))}
          onChange={(event) => setMinutes(event.value as number)}
        />
      </FormField>
      <FormField id="shelve-reason" label={t("shelving.reason")} required error={reasonError}>
        <InputTextarea
          id="shelve-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          rows={3}
          autoResize
          maxLength={SHELVING_LIMITS.reason}
          {...fieldAria("shelve-reason", reasonError)}
        />
      </FormField>
    </AlarmActionDialog>
  );
}
