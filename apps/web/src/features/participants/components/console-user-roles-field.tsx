import type { Participant } from "@alarm/contract";
import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { pendingOptions } from "../../../components/pending-options";
import { useRoleOptions } from "../api/participant-user";
import { CONSOLE_USER_FIELD_IDS } from "./use-console-user-form";

interface ConsoleUserRolesFieldProps {
  participant: Participant;
  value: number[];
  error: string | undefined;
  onChange: (roleIds: number[]) => void;
}

/** The roles the new console user gets, offered for the participant's organization. */
export function ConsoleUserRolesField({ participant, value, error, onChange }: ConsoleUserRolesFieldProps) {
  const { t } = useTranslation();
  const roles = useRoleOptions(participant.orgId, true);
  return (
    <FormField
      id={CONSOLE_USER_FIELD_IDS.roleIds}
      label={t("participants.consoleUser.roles")}
      error={error ?? (roles.isError ? t("participants.consoleUser.rolesLoadError") : undefined)}
      hint={t("participants.consoleUser.rolesHint")}
    >
      <MultiSelect
        inputId={CONSOLE_USER_FIELD_IDS.roleIds}
        value={value}
        options={roles.data ?? []}
        optionLabel="name"
        optionValue="id"
        itemTemplate={(role: { name: string; orgName: string }) => (
          <span className="participant-role-option">
            {role.name} <small>{role.orgName}</small>
          </span>
        )}
        onChange={(event) => onChange(event.value as number[])}
        display="chip"
        filter
        showSelectAll={false}
        placeholder={t("participants.consoleUser.rolesPlaceholder")}
        {...pendingOptions(roles.isPending, t("participants.consoleUser.noRoles"), t)}
        className="participant-user-dialog__roles"
      />
    </FormField>
  );
}
