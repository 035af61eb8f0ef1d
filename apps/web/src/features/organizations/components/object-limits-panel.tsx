import { OBJECT_TYPES, type ObjectLimits, type ObjectType, type Organization } from "@alarm/contract";
import { Button } from "primereact/button";
import { ProgressSpinner } from "primereact/progressspinner";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useObjectLimits, useSaveObjectLimits } from "../api/object-limits";
import { ObjectLimitRow } from "./object-limit-row";
import { changedLimits, isValidLimit, limitDraftOf, type LimitDraft } from "./object-limits-draft";

interface ObjectLimitsPanelProps {
  organization: Organization;
  /** One's own organization: its limits are set from above and only shown. */
  readOnly: boolean;
}

/** How many objects of each type the organization (with everything below it) may hold. */
export function ObjectLimitsPanel({ organization, readOnly }: ObjectLimitsPanelProps) {
  const { t } = useTranslation();
  const limits = useObjectLimits(organization.id);
  const titleId = `org-limits-${organization.id}`;

  let body;
  if (limits.isPending) {
    body = (
      <div className="org-limits__state cluster gap-m wrap muted" role="status">
        <ProgressSpinner style={{ width: "2rem", height: "2rem" }} strokeWidth="4" aria-hidden="true" />
        <span>{t("organizations.limits.loading")}</span>
      </div>
    );
  } else if (limits.isError) {
    body = (
      <div className="org-limits__state cluster gap-m wrap muted org-limits__state--error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>{t("organizations.limits.loadFailed")}</span>
        <Button type="button" label={t("organizations.retry")} icon="pi pi-refresh" size="small" outlined onClick={() => void limits.refetch()} />
      </div>
    );
  } else {
    body = <LimitsForm key={organization.id} data={limits.data} readOnly={readOnly} />;
  }

  return (
    <section className="card org-limits" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t("organizations.limits.title")}
      </h2>
      <p className="card__text org-limits__intro muted">
        {readOnly ? (
          <>
            <i className="pi pi-lock" aria-hidden="true" /> {t("organizations.limits.setFromAbove")}
          </>
        ) : (
          t("organizations.limits.intro")
        )}
      </p>
      {body}
    </section>
  );
}

function LimitsForm({ data, readOnly }: { data: ObjectLimits; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveObjectLimits();
  // null while untouched: the form shows what is saved.
  const [edited, setEdited] = useState<LimitDraft | null>(null);
  const draft = edited ?? limitDraftOf(data.limits);
  const changes = changedLimits(data.limits, draft);
  const dirty = Object.keys(changes).length > 0;
  const invalid = OBJECT_TYPES.some((type) => !isValidLimit(draft[type]));

  const set = (type: ObjectType, value: number | null) => setEdited({ ...draft, [type]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || invalid) return;
    save.mutate(
      { id: data.orgId, limits: changes },
      {
        onSuccess: () => {
          setEdited(null);
          toast.show({ severity: "success", summary: t("organizations.limits.title"), detail: t("organizations.limits.saved") });
        },
        onError: (error) => toast.showError(error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="org-limits__table-wrap">
        <table className="org-limits__table">
          <thead>
            <tr>
              <th scope="col">{t("organizations.limits.objectType")}</th>
              <th scope="col" className="org-limits__number">
                {t("organizations.limits.usage")}
              </th>
              <th scope="col" className="org-limits__number">
                {t("organizations.limits.maximum")}
              </th>
            </tr>
          </thead>
          <tbody>
            {OBJECT_TYPES.map((type) => (
              <ObjectLimitRow
                key={type}
                orgId={data.orgId}
                type={type}
                usage={data.usage[type]}
                value={draft[type]}
                readOnly={readOnly}
                onChange={(value) => set(type, value)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="button-row org-limits__actions">
          <Button type="submit" label={t("organizations.limits.save")} icon="pi pi-check" loading={save.isPending} disabled={!dirty || invalid} />
          <Button
            type="button"
            label={t("organizations.limits.reset")}
            icon="pi pi-undo"
            outlined
            onClick={() => setEdited(null)}
            disabled={!dirty || save.isPending}
          />
        </div>
      )}
    </form>
  );
}
