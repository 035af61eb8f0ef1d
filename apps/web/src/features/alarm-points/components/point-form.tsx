import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { AlarmDefinitionFields, alarmDefinitionFieldIds } from "../../../components/alarm-definition-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { ObjectOrganizationField } from "../../../components/object-list/object-organization-field";
import { type SavedToastKeys, useSaveWithToast } from "../../../components/object-list/use-save-with-toast";
import { formatDateTime } from "../../../lib/format-date";
import { useSavePoint } from "../api/point";
import {
  checkPointForm,
  newPointForm,
  pointFormOf,
  serverPointErrors,
  toCreateRequest,
  toUpdateRequest,
  type PointField,
  type PointFormValues,
} from "./point-form-model";
import { alarmPointsQueryKey } from "../api/query-keys";

const ID_PREFIX = "alarm-point";
const FIELD_IDS: Record<PointField, string> = { ...alarmDefinitionFieldIds(ID_PREFIX), orgId: `${ID_PREFIX}-organization` };
const SAVED_TOAST: SavedToastKeys = {
  createdTitle: "alarmPoints.editor.createdTitle",
  savedTitle: "alarmPoints.editor.savedTitle",
  saved: "alarmPoints.editor.saved",
};

export interface PointActions {
  onDelete: (point: AlarmPoint) => void;
  onClone: (point: AlarmPoint) => void;
  onRestore: (point: AlarmPoint) => void;
}

interface PointFormProps extends PointActions {
  /** The point edited; none when creating. */
  point?: AlarmPoint;
  /** A new point's fields prepared from an alarm template. */
  draft?: AlarmPointDraft;
  defaultOrgId: number | null;
  /** The deleted alarm points screen only shows a point and restores it. */
  readOnly: boolean;
  canRestore: boolean;
  busy: boolean;
  onSaved: (point: AlarmPoint) => void;
  onCancel: () => void;
}

/** The alarm point's definition with Save, Clone and Delete, or read-only with Restore for a deleted point. */
export function PointForm({ point, draft, defaultOrgId, readOnly, canRestore, busy, onSaved, onCancel, onDelete, onClone, onRestore }: PointFormProps) {
  const { t } = useTranslation();
  const save = useSavePoint();
  const form = useObjectForm<PointFormValues, PointField>({
    initial: () => (point ? pointFormOf(point) : newPointForm(defaultOrgId, draft)),
    check: (values) => checkPointForm(values, point),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverPointErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed, dirty } = form;

  const send = useSaveWithToast({ save, toast: SAVED_TOAST, onSaved, onFailed: saveFailed });
  const submit = handleSubmit(() =>
    send(point ? { kind: "update", request: toUpdateRequest(values, point) } : { kind: "create", request: toCreateRequest(values) }),
  );

  const organization = (
    <ObjectOrganizationField
      id={FIELD_IDS.orgId}
      section="alarmPoints"
      saved={point}
      names={point && { name: point.name }}
      objectType="ALARMPOINT"
      queryKey={alarmPointsQueryKey}
      moveDisabled={dirty}
      readOnly={readOnly}
      inline
      value={values.orgId}
      onChange={(orgId) => edit("orgId", orgId)}
      error={errorOf("orgId")}
    />
  );

  return (
    <form
      className="object-editor__form stack"
      onSubmit={submit}
      noValidate
      aria-label={point ? t("alarmPoints.editor.editTitle", { name: point.name }) : t("alarmPoints.editor.newTitle")}
    >
      {point?.deleted && (
        <p className="point-editor__deleted" role="status">
          <i className="pi pi-trash" aria-hidden="true" /> {t("alarmPoints.editor.deletedNotice", { when: formatDateTime(point.deletedAt) })}
        </p>
      )}
      {draft && !point && (
        <p className="point-editor__draft" role="status">
          <i className="pi pi-copy" aria-hidden="true" /> {t("alarmPoints.editor.fromTemplate")}
        </p>
      )}
      <AlarmDefinitionFields
        idPrefix={ID_PREFIX}
        values={values}
        edit={edit}
        touch={touch}
        errorOf={errorOf}
        orgId={values.orgId}
        planRequired={(point?.alarmPointType ?? "STANDARD") === "STANDARD"}
        planName={point?.alarmPlanName}
        readOnly={readOnly}
        generalExtra={organization}
        autoFocus={!point}
      />
      <div className="object-editor__footer point-editor__footer">
        {point && !readOnly && (
          <>
            <Button
              type="button"
              label={t("alarmPoints.actions.delete")}
              icon="pi pi-trash"
              severity="danger"
              text
              onClick={() => onDelete(point)}
              disabled={busy}
            />
            <Button type="button" label={t("alarmPoints.actions.clone")} icon="pi pi-clone" text onClick={() => onClone(point)} disabled={busy || dirty} />
          </>
        )}
        <span className="point-editor__spacer grow" />
        <Button type="button" label={readOnly ? t("alarmPoints.editor.close") : t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        {readOnly ? (
          point?.deleted &&
          canRestore && <Button type="button" label={t("alarmPoints.actions.restore")} icon="pi pi-replay" onClick={() => onRestore(point)} loading={busy} />
        ) : (
          <Button type="submit" label={t("alarmPoints.editor.save")} icon="pi pi-check" loading={save.isPending} />
        )}
      </div>
    </form>
  );
}
