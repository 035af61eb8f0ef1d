import type { AppType, PredefinedApp } from "@alarm/contract";
import { confirmDialog } from "primereact/confirmdialog";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { emptyAlarmDefinitionForm } from "../../../components/alarm-definition-fields";
import type { SectionProps } from "../../../components/alarm-definition-fields/section-props";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { describeError, refusalDetail } from "../../../components/toast/describe-error";
import { ERROR_TOAST_LIFE_MS, useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useRemoveApp, useSaveApp } from "../api/predefined-apps";
import { checkAppForm, editedAppOf, serverAppErrors, toCreateRequest, toUpdateRequest, type AppField, type AppFormValues } from "../model/app-form-model";

export const APP_ID_PREFIX = "alarm-app";
export const APP_FIELD_IDS: Record<AppField, string> = {
  systemId: `${APP_ID_PREFIX}-systemId`,
  alarmPlanId: `${APP_ID_PREFIX}-alarmPlanId`,
  icon: `${APP_ID_PREFIX}-icon`,
};

/**
 * The app form's values (the system id gets the focus once editing starts), the props of the shared
 * plan and icon fields, saving and removing after a confirmation.
 */
export function useAppForm(orgId: number, type: AppType, app: PredefinedApp | null, editing: boolean, onDone: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveApp();
  const remove = useRemoveApp();
  const [edited] = useState(() => editedAppOf(type, app));
  const form = useObjectForm<AppFormValues, AppField>({
    initial: () => edited.values,
    check: checkAppForm,
    fieldIds: APP_FIELD_IDS,
    serverErrorsOf: serverAppErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed } = form;
  const label = t(`alarmApps.types.${type}`);

  useEffect(() => {
    if (editing) document.getElementById(APP_FIELD_IDS.systemId)?.focus();
  }, [editing]);

  // The shared plan and icon fields read the alarm definition's form: only these two fields of it are the app's.
  const sectionProps: SectionProps = {
    idPrefix: APP_ID_PREFIX,
    values: { ...emptyAlarmDefinitionForm(), alarmPlanId: values.alarmPlanId, icon: values.icon },
    edit: (field, value) => {
      if (field === "alarmPlanId") edit("alarmPlanId", value as AppFormValues["alarmPlanId"]);
      else if (field === "icon") edit("icon", value as AppFormValues["icon"]);
    },
    touch: (field) => {
      if (field === "alarmPlanId" || field === "icon") touch(field);
    },
    errorOf: (field) => (field === "alarmPlanId" || field === "icon" ? errorOf(field) : undefined),
    readOnly: !editing,
    orgId,
  };

  const submit = handleSubmit(() => {
    const request = edited.saved
      ? { kind: "update" as const, request: toUpdateRequest(edited.saved, values) }
      : { kind: "create" as const, request: toCreateRequest(orgId, type, values) };
    save.mutate(request, {
      onSuccess: () => {
        toast.show({
          severity: "success",
          summary: t(request.kind === "create" ? "alarmApps.editor.createdTitle" : "alarmApps.editor.savedTitle"),
          detail: t("alarmApps.editor.saved", { type: label }),
        });
        onDone();
      },
      onError: (error) => {
        // The server's reason as an error message, shown 5000 ms; problems of a field also under it (docs/domain-rules.md#error-catalogue).
        toast.show({ severity: "error", summary: describeError(error, i18n).summary, detail: refusalDetail(error, i18n), life: ERROR_TOAST_LIFE_MS });
        if (isApiError(error) && serverAppErrors(error.details)) saveFailed(error);
      },
    });
  });

  const confirmRemove = () => {
    const saved = edited.saved;
    if (!saved) return;
    confirmDialog({
      header: t("alarmApps.remove.header"),
      message: t("alarmApps.remove.confirm", { type: label }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("alarmApps.remove.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(saved.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("alarmApps.remove.header"), detail: t("alarmApps.remove.done", { type: label }) });
            onDone();
          },
          onError: showFailure,
        }),
    });
  };

  return { form, edited, label, sectionProps, submit, confirmRemove, saving: save.isPending, removing: remove.isPending };
}

export type AppFormState = ReturnType<typeof useAppForm>;
