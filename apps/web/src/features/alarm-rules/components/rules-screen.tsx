import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard } from "../../../components/object-list/object-list-parts";
import { SearchedListHeader } from "../../../components/object-list/searched-list-header";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { usePickedOrganization } from "../../../components/organization-picker/organization-scope";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { useAlarmRulesList } from "../api/rules-list";
import { InheritedRules } from "./inherited-rules";
import { RuleEditor } from "./rule-editor";
import { RulesListContent } from "./rules-list-content";
import { useConfirmDeleteRule, useRuleListActions } from "./use-rule-actions";

/**
 * The rules of one organization (the current one unless another is picked) in the order they are
 * evaluated, with a search box and New, and the editor that /alarm-rules/{id} (or /new) opens.
 */
export function RulesScreen() {
  const { t } = useTranslation();
  const scope = usePickedOrganization();
  const { orgId, pick } = scope;
  const [search, setSearch] = useState("");
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
        <SearchedListHeader
          name="alarm-rules"
          section="alarmRules"
          search={search}
          onSearch={setSearch}
          newButton={(rules.data?.length ?? 0) > 0 && newButton}
          scope={scope}
        />
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
      {target && (
        <RuleEditor
          target={target}
          defaultOrgId={orgId}
          onClose={close}
          onSaved={(rule) => {
            // A rule made in another organization is shown among that organization's rules.
            if (rule.orgId !== orgId) pick({ id: rule.orgId, name: rule.orgName });
            close();
          }}
          onDelete={confirmDelete}
        />
      )}
    </>
  );
}
