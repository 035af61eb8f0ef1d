import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard } from "../../../components/object-list/object-list-parts";
import { SearchedListHeader } from "../../../components/object-list/searched-list-header";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { usePickedOrganization } from "../../../components/organization-picker/organization-scope";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { useGroupingRules } from "../api/grouping-rules";
import { GroupingRuleEditor } from "./grouping-rule-editor";
import { GroupingRulesList } from "./grouping-rules-list";
import { useConfirmDeleteGroupingRule } from "./use-grouping-rule-actions";

/**
 * The grouping rules of one organization and of those below it (the current one unless another is
 * picked), with a search box and New, and the editor that /grouping-rules/{id} (or /new) opens.
 */
export function GroupingRulesScreen() {
  const { t } = useTranslation();
  const scope = usePickedOrganization();
  const { orgId, pick } = scope;
  const [search, setSearch] = useState("");
  const rules = useGroupingRules(orgId);
  const { target, open, close, gone } = useListEditor("/grouping-rules", { forget: () => undefined });
  const confirmDelete = useConfirmDeleteGroupingRule(gone);
  const newButton = (
    <Button id="grouping-rule-new" data-testid="grouping-rule-new" label={t("groupingRules.list.new")} icon="pi pi-plus" onClick={() => open(NEW_SEGMENT)} />
  );

  return (
    <>
      <ObjectListCard name="grouping-rules">
        <p className="flush muted">{t("groupingRules.intro")}</p>
        <SearchedListHeader
          name="grouping-rules"
          section="groupingRules"
          search={search}
          onSearch={setSearch}
          newButton={(rules.data?.length ?? 0) > 0 && newButton}
          scope={scope}
        />
        <GroupingRulesList orgId={orgId} rules={rules} search={search} newButton={newButton} onEdit={(rule) => open(rule.id)} onDelete={confirmDelete} />
      </ObjectListCard>
      {target && (
        <GroupingRuleEditor
          target={target}
          defaultOrgId={orgId}
          onClose={close}
          onSaved={(rule) => {
            // A rule made in another organization is shown among that organization's rules.
            if (target.kind === "new" && rule.orgId !== orgId) pick({ id: rule.orgId, name: rule.orgName });
            close();
          }}
          onDelete={confirmDelete}
        />
      )}
    </>
  );
}
