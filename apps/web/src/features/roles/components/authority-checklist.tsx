import type { Authority } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { groupAuthoritiesByMenuArea } from "./authority-groups";
import { isGroupChosen, toggleGroup } from "./role-form-model";

interface AuthorityChecklistProps {
  value: Authority[];
  onChange: (authorities: Authority[]) => void;
  /** The authorities the signed-in administrator holds: only these can be granted or taken away. */
  grantable: ReadonlySet<Authority>;
  error?: string;
}

const GROUPS = groupAuthoritiesByMenuArea();

/** The authorities of a role as checkboxes, grouped by the menu area they open. */
export function AuthorityChecklist({ value, onChange, grantable, error }: AuthorityChecklistProps) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const flip = (authority: Authority, on: boolean) =>
    onChange(on ? [...value.filter((item) => item !== authority), authority] : value.filter((item) => item !== authority));

  return (
    <div className="authority-checklist" role="group" aria-labelledby="role-authorities-title" aria-describedby={error ? "role-authorities-error" : undefined}>
      {GROUPS.map((group) => {
        const reachable = group.authorities.filter((authority) => grantable.has(authority));
        const all = isGroupChosen(value, group.authorities, grantable);
        const count = group.authorities.filter((authority) => chosen.has(authority)).length;
        const groupId = `role-group-${group.labelKey.replace(/\W/g, "-")}`;
        return (
          <fieldset key={group.labelKey} className="authority-group frame" aria-labelledby={groupId}>
            <div className="authority-group__header cluster">
              <h4 id={groupId} className="authority-group__title">
                {t(group.labelKey)}
                <span className="authority-group__count muted">{t("roles.editor.groupCount", { chosen: count, total: group.authorities.length })}</span>
              </h4>
              <Button
                type="button"
                size="small"
                text
                label={all ? t("roles.editor.clearAll") : t("roles.editor.selectAll")}
                aria-label={`${all ? t("roles.editor.clearAll") : t("roles.editor.selectAll")}: ${t(group.labelKey)}`}
                disabled={reachable.length === 0}
                onClick={() => onChange(toggleGroup(value, group.authorities, grantable))}
              />
            </div>
            <ul className="authority-group__list stack gap-s bare-list">
              {group.authorities.map((authority) => {
                const id = `role-authority-${authority}`;
                const locked = !grantable.has(authority);
                return (
                  <li key={authority} className={locked ? "authority-item authority-item--locked" : "authority-item"}>
                    <Checkbox
                      inputId={id}
                      checked={chosen.has(authority)}
                      disabled={locked}
                      onChange={(event) => flip(authority, Boolean(event.checked))}
                      aria-describedby={locked ? `${id}-hint` : undefined}
                    />
                    <label htmlFor={id}>
                      {t(`authorities.${authority}`)}
                      {locked && (
                        <small id={`${id}-hint`} className="authority-item__hint">
                          <i className="pi pi-lock" aria-hidden="true" /> {t("roles.editor.notHeld")}
                        </small>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {error && (
        <small id="role-authorities-error" className="form-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
