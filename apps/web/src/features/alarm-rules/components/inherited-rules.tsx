import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { useInheritedRules } from "../api/rules-list";

/**
 * The rules of the organizations above, which run before the listed ones: shown read-only in the
 * order they run, each with the organization it is inherited from (changed only there).
 */
export function InheritedRules({ orgId }: { orgId: number | null }) {
  const { t } = useTranslation();
  const inherited = useInheritedRules(orgId);
  if (!inherited.data || inherited.data.length === 0) return null;
  return (
    <section className="stack gap-s" aria-labelledby="alarm-rules-inherited-title" data-testid="alarm-rules-inherited">
      <h3 id="alarm-rules-inherited-title" className="flush">
        {t("alarmRules.inherited.title")}
      </h3>
      <p className="flush muted">{t("alarmRules.inherited.hint")}</p>
      <ol className="stack gap-xs">
        {inherited.data.map((rule, index) => (
          <li key={rule.id ?? `hidden-${index}`} className="cluster wrap gap-s" data-testid="alarm-rule-inherited">
            <span className={rule.enabled ? undefined : "muted"}>{rule.name ?? t("alarmRules.inherited.hidden")}</span>
            <Tag
              severity="secondary"
              icon="pi pi-lock"
              value={rule.orgName ? t("alarmRules.inherited.from", { organization: rule.orgName }) : t("alarmRules.inherited.fromAbove")}
            />
            {!rule.enabled && <Tag severity="warning" value={t("alarmRules.list.off")} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
