import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard } from "../../../components/object-list/object-list-parts";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { useAlarmRulesList } from "../api/rules-list";
import { InheritedRules } from "./inherited-rules";
import { RuleEditor } from "./rule-editor";
import { RulesListContent } from "./rules-list-content";
import { RulesScope, RulesToolbar } from "./rules-toolbar";
import { useConfirmDeleteRule, useRuleListActions } from "./use-rule-actions";

/**
 * The rules of one organization (the current one unless another is picked) in the order they are
 * evaluated, with a search box and New, and the editor that /alarm-rules/{id} (or /new) opens.
 */
export function RulesScreen() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState("");
  const organization = picked ?? current;
  const orgId = organization?.id ?? null;
  const rules = useAlarmRulesList(orgId);
  const { target, open, close, gone } = useListEditor("/alarm-rules", { forget: () => undefined });
  const confirmDelete = useConfirmDeleteRule(gone);
  const actions = useRuleListActions(orgId ?? 0, open);
  const newButton = (
    <Button id="alarm-rule-new" data-testid="alarm-rule-new" label={t("alarmRules.list.new")} icon="pi pi-plus" onClick={() => open(NEW_SEGMENT)} />
  );

  return (
    <>
      <ObjectListCard name="alarm-rules">
        <p className="flush muted">{t("alarmRules.intro")}</p>
        <RulesToolbar search={search} onSearch={setSearch} newButton={(rules.data?.length ?? 0) > 0 && newButton} />
        {organization && <RulesScope organizationName={organization.name} onChange={() => setPicking(true)} />}
        <InheritedRules orgId={orgId} />
        <RulesListContent
          orgId={orgId}
          rules={rules}
          search={search}
          newButton={newButton}
          actions={actions}
          onEdit={(rule) => open(rule.id)}
          onDelete={confirmDelete}
        />
      </ObjectListCard>
      <OrganizationPicker
        visible={picking}
        onHide={() => setPicking(false)}
        value={orgId}
        header={t("alarmRules.list.pickerHeader")}
        onSelect={(org) => setPicked({ id: org.id, name: org.name })}
      />
      {target && (
        <RuleEditor
          target={target}
          defaultOrgId={orgId}
          onClose={close}
          onSaved={(rule) => {
            // A rule made in another organization is shown among that organization's rules.
            if (rule.orgId !== orgId) setPicked({ id: rule.orgId, name: rule.orgName });
            close();
          }}
          onDelete={confirmDelete}
        />
      )}
    </>
  );
}
