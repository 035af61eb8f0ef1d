import type { ParticipantGroup } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { OrganizationField } from "../../../components/organization-picker/organization-field";
import { ParticipantSelector, type SelectedParticipantEntry } from "../../../components/participant-selector/participant-selector";
import { useToast } from "../../../components/toast/toast-context";
import { useSaveGroup } from "../api/save-group";
import { GroupMembers } from "./group-members";
import { GroupOrganization } from "./group-organization";
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
  const { values, edit, touch, errorOf, handleSubmit, saveFailed, dirty } = form;

  const submit = handleSubmit(() => {
    const request = group ? { kind: "update" as const, request: toUpdateRequest(values, group) } : { kind: "create" as const, request: toCreateRequest(values) };
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
    <form className="group-editor__form" onSubmit={submit} noValidate aria-label={group ? t("participantGroups.editor.editTitle", { name: group.name }) : t("participantGroups.editor.newTitle")}>
      <section className="group-editor__section" aria-labelledby="group-details-title">
        <h3 id="group-details-title">{t("participantGroups.editor.details")}</h3>
        <div className="group-editor__grid">
          <FormField id="group-name" label={t("participantGroups.editor.name")} error={errorOf("name")}>
            <InputText
              id="group-name"
              value={values.name}
              onChange={(event) => {
                edit("name", event.target.value);
                touch("name");
              }}
              maxLength={NAME_MAX}
              autoComplete="off"
              autoFocus
              aria-required
              invalid={Boolean(errorOf("name"))}
              {...fieldAria("group-name", errorOf("name"))}
            />
          </FormField>
          {group ? (
            <GroupOrganization group={group} disabled={dirty} />
          ) : (
            <OrganizationField
              id="group-organization"
              label={t("participantGroups.editor.organization")}
              value={values.orgId}
              onChange={(org) => edit("orgId", org.id)}
              required
              error={errorOf("orgId")}
            />
          )}
        </div>
        <FormField id="group-description" label={t("participantGroups.editor.description")} error={errorOf("description")}>
          <InputTextarea
            id="group-description"
            value={values.description}
            onChange={(event) => edit("description", event.target.value)}
            rows={2}
            autoResize
            maxLength={DESCRIPTION_MAX}
            invalid={Boolean(errorOf("description"))}
            {...fieldAria("group-description", errorOf("description"))}
          />
        </FormField>
      </section>

      <section className="group-editor__section group-editor__members" aria-labelledby="group-members-title">
        <div className="group-editor__section-header">
          <h3 id="group-members-title">{t("participantGroups.members.title")}</h3>
          <span className="group-editor__count">{t("participantGroups.members.count", { count: values.members.length })}</span>
        </div>
        <p className="group-editor__text">{t("participantGroups.members.hint")}</p>
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

      <div className="group-editor__footer">
        {group && (
          <Button type="button" label={t("participantGroups.toolbar.delete")} icon="pi pi-trash" severity="danger" text className="group-editor__delete" onClick={() => onDelete(group)} />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("participantGroups.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
