import { Button } from "primereact/button";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { OrganizationPicker } from "../../../components/organization-picker/organization-picker";
import { StateCard } from "../../../components/state-card";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { usePointOptions } from "../api/point-options";
import { type AlarmRuleRow, useAlarmRulesList } from "../api/rules-list";
import { InheritedRules } from "./inherited-rules";
import { RuleEditor } from "./rule-editor";
import { RulesTable } from "./rules-table";
import { useConfirmDeleteRule, useRuleListActions } from "./use-rule-actions";

const NO_RULES: AlarmRuleRow[] = [];
const matches = (rule: AlarmRuleRow, search: string) => [rule.name, rule.description].some((text) => text?.toLocaleLowerCase().includes(search));

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

  const all = rules.data ?? NO_RULES;
  // The routed alarm points are named from the same choice the editor offers.
  const points = usePointOptions(
    orgId,
    "route",
    all.some((rule) => rule.actions.some((action) => action.type === "ROUTE")),
  );
  const pointName = (id: number) => points.data?.find((point) => point.id === id)?.name;
  const text = search.trim().toLocaleLowerCase();
  const shown = text ? all.filter((rule) => matches(rule, text)) : all;
  const newButton = (
    <Button id="alarm-rule-new" data-testid="alarm-rule-new" label={t("alarmRules.list.new")} icon="pi pi-plus" onClick={() => open(NEW_SEGMENT)} />
  );

  let content;
  if (rules.isPending) {
    content = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height="3.5rem" />
        ))}
      </div>
    );
  } else if (rules.isError) {
    content = (
      <ObjectListLoadError
        title={t("alarmRules.list.loadError")}
        error={rules.error}
        retryLabel={t("alarmRules.list.retry")}
        onRetry={() => void rules.refetch()}
      />
    );
  } else if (all.length === 0) {
    content = (
      <StateCard icon="pi-directions" title={t("alarmRules.list.emptyTitle")} text={t("alarmRules.list.emptyText")}>
        {newButton}
      </StateCard>
    );
  } else {
    content = (
      <RulesTable
        rules={shown}
        placeOf={(rule) => all.indexOf(rule) + 1}
        count={all.length}
        movable={!text}
        emptyMessage={t("alarmRules.list.noMatch")}
        pointName={pointName}
        busy={actions}
        onMove={(rule, step) => actions.move(all, rule, step)}
        onToggle={actions.toggle}
        onEdit={(rule) => open(rule.id)}
        onClone={actions.clone}
        onDelete={confirmDelete}
      />
    );
  }

  return (
    <>
      <ObjectListCard name="alarm-rules">
        <p className="flush muted">{t("alarmRules.intro")}</p>
        <div className="object-list-toolbar cluster wrap">
          <div className="object-list-toolbar__filters cluster wrap">
            <label htmlFor="alarm-rules-search" className="visually-hidden">
              {t("alarmRules.list.search")}
            </label>
            <IconField iconPosition="left" className="object-list-toolbar__search">
              <InputIcon className="pi pi-search" />
              <InputText
                id="alarm-rules-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("alarmRules.list.searchPlaceholder")}
                maxLength={200}
              />
            </IconField>
          </div>
          <div className="object-list-toolbar__actions cluster wrap">{all.length > 0 && newButton}</div>
        </div>
        {organization && (
          <div className="object-list-card__scope cluster wrap gap-s">
            <i className="pi pi-building muted" aria-hidden="true" />
            <span className="muted" data-testid="alarm-rules-scope">
              {t("alarmRules.list.scope", { organization: organization.name })}
            </span>
            <Button
              type="button"
              label={t("alarmRules.list.changeOrganization")}
              icon="pi pi-sitemap"
              link
              size="small"
              aria-haspopup="dialog"
              data-testid="alarm-rules-organization"
              onClick={() => setPicking(true)}
            />
          </div>
        )}
        <InheritedRules orgId={orgId} />
        {content}
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
