import type { ParticipantGroup } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { fieldErrorId } from "../../../components/form-field";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { selectorKeys } from "../../../components/participant-selector/selector-queries";
import { ParticipantSelector, type SelectedParticipantEntry } from "../../../components/participant-selector/participant-selector";
import { useToast } from "../../../components/toast/toast-context";
import { useSaveGroup } from "../api/save-group";
import { GroupMembers } from "./group-members";
import { participantGroupsQueryKey } from "../api/query-keys";
import {
  checkGroupForm,
  DESCRIPTION_MAX,
  groupFormOf,
  NAME_MAX,
  newGroupForm,
  serverGroupErrors,
  toCreateRequest,
  toUpdateRequest,
  type GroupField,
  type GroupFormValues,
} from "./group-form-model";
import { useObjectForm } from "../../../components/object-list/use-object-form";

/** The element each field's problem is announced on, in the order of the form. */
const FIELD_IDS: Record<GroupField, string> = {
  name: "group-name",
  description: "group-description",
  orgId: "group-organization",
  members: "group-members",
};

interface GroupFormProps {
  /** The group edited; none when creating. */
  group?: ParticipantGroup;
  defaultOrgId: number | null;
  onSaved: (group: ParticipantGroup) => void;
  onCancel: () => void;
  onDelete: (group: ParticipantGroup) => void;
}

/** Name, description, organization and the ordered members of a participant group. */
export function GroupForm({ group, defaultOrgId, onSaved, onCancel, onDelete }: GroupFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveGroup();
  const mode = group ? "edit" : "create";
  const form = useObjectForm<GroupFormValues, GroupField>({
    initial: () => (group ? groupFormOf(group) : newGroupForm(defaultOrgId)),
    check: (values) => checkGroupForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverGroupErrors,
  });
  const queryClient = useQueryClient();
  const { values, edit, errorOf, handleSubmit, saveFailed, dirty } = form;

  const submit = handleSubmit(() => {
    const request = group
      ? { kind: "update" as const, request: toUpdateRequest(values, group) }
      : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: group ? t("participantGroups.editor.savedTitle") : t("participantGroups.editor.createdTitle"),
          detail: t("participantGroups.editor.saved", { name: saved.name, count: saved.members.length }),
        });
        onSaved(saved);
      },
      onError: saveFailed,
    });
  });

  const membersError = errorOf("members");

  return (
    <form
      className="object-editor__form stack"
      onSubmit={submit}
      noValidate
      aria-label={group ? t("participantGroups.editor.editTitle", { name: group.name }) : t("participantGroups.editor.newTitle")}
    >
      <section className="object-editor__section stack gap-l" aria-labelledby="group-details-title">
        <h3 id="group-details-title">{t("participantGroups.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="group"
          section="participantGroups"
          form={form}
          limits={{ name: NAME_MAX, description: DESCRIPTION_MAX }}
          organization={{
            saved: group,
            names: group && { name: group.name },
            objectType: "PARTICIPANT_GROUP",
            queryKey: participantGroupsQueryKey,
            moveDisabled: dirty,
            inline: true,
            // The participant selectors list groups with their organization.
            onMoved: () => void queryClient.invalidateQueries({ queryKey: selectorKeys.all }),
          }}
        />
      </section>

      <section className="object-editor__section stack gap-l group-editor__members" aria-labelledby="group-members-title">
        <div className="object-editor__section-header cluster gap-l">
          <h3 id="group-members-title">{t("participantGroups.members.title")}</h3>
          <span className="object-editor__count muted">{t("participantGroups.members.count", { count: values.members.length })}</span>
        </div>
        <p className="object-editor__text muted group-editor__text">{t("participantGroups.members.hint")}</p>
        {membersError && (
          <small id={fieldErrorId("group-members")} className="form-field__error" role="alert">
            {membersError}
          </small>
        )}
        <div className="group-editor__panes">
          <div className="group-editor__pane">
            <h4>{t("participantGroups.members.choose")}</h4>
            <ParticipantSelector
              value={values.members}
              onChange={(members: SelectedParticipantEntry[]) => edit("members", members)}
              allowParticipantGroups={false}
              usableInOrgId={values.orgId}
              label={t("participantGroups.members.choose")}
            />
          </div>
          <div className="group-editor__pane">
            <h4>{t("participantGroups.members.order")}</h4>
            <GroupMembers
              id="group-members"
              members={values.members}
              onChange={(members) => edit("members", members)}
              describedBy={membersError ? fieldErrorId("group-members") : undefined}
            />
          </div>
        </div>
      </section>

      <div className="object-editor__footer group-editor__footer">
        {group && (
          <Button
            type="button"
            label={t("participantGroups.toolbar.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(group)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("participantGroups.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
