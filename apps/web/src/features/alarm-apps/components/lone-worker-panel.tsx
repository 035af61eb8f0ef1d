import type { LoneWorkerSettings } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { Message } from "primereact/message";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { displayOrgPath } from "../../../components/organization-picker/organization-path";
import { showOrganizationQueryOptions } from "../../../components/organization-picker/organization-queries";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useLoneWorkerPointOptions, useLoneWorkerSettings, useSaveLoneWorkerSettings, type PointOption } from "../api/lone-worker-settings";
import {
  checkLoneWorkerForm,
  GRACE_LIMITS,
  loneWorkerFormOf,
  serverLoneWorkerErrors,
  toSettingsUpdate,
  type LoneWorkerField,
  type LoneWorkerFormValues,
} from "../model/lone-worker-form-model";
import { pendingOptions } from "../../../components/pending-options";

const FIELD_IDS: Record<LoneWorkerField, string> = { alarmPointId: "lone-worker-point", graceMinutes: "lone-worker-grace" };
const MESSAGE_STYLE = { justifyContent: "flex-start" } as const;

/** The organization's lone-worker settings (GET/PUT /lone-worker/settings/{orgId}): the alarm point a missed check-in or an SOS triggers, and the grace period. */
export function LoneWorkerPanel({ orgId }: { orgId: number }) {
  const { t } = useTranslation();
  const settings = useLoneWorkerSettings(orgId);

  let body;
  if (settings.isPending) {
    body = (
      <div className="stack gap-m" role="status" aria-label={t("common.loading")}>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <ObjectListLoadError
        title={t("alarmApps.loneWorker.loadError")}
        error={settings.error}
        retryLabel={t("alarmApps.list.retry")}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    const data = settings.data;
    body = <LoneWorkerForm key={`${data.orgId}-${data.version ?? "none"}-${data.inheritedFromOrgId ?? "own"}`} orgId={orgId} settings={data} />;
  }

  return (
    <section className="card stack gap-l lone-worker-settings" aria-labelledby="lone-worker-settings-title" data-testid="lone-worker-settings">
      <div className="stack gap-s">
        <h2 id="lone-worker-settings-title" className="card__title cluster gap-s flush">
          <i className="pi pi-shield" aria-hidden="true" />
          {t("alarmApps.loneWorker.title")}
        </h2>
        <p className="flush muted">{t("alarmApps.loneWorker.intro")}</p>
      </div>
      {body}
    </section>
  );
}

function LoneWorkerForm({ orgId, settings }: { orgId: number; settings: LoneWorkerSettings }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSaveLoneWorkerSettings(orgId);
  const points = useLoneWorkerPointOptions(orgId);
  const form = useObjectForm<LoneWorkerFormValues, LoneWorkerField>({
    initial: () => loneWorkerFormOf(settings),
    check: checkLoneWorkerForm,
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverLoneWorkerErrors,
  });
  const { values, edit, touch, errorOf, handleSubmit, saveFailed, dirty } = form;
  const inheritedFrom = useQuery({ ...showOrganizationQueryOptions(settings.inheritedFromOrgId ?? 0), enabled: settings.inheritedFromOrgId !== null });

  const options: PointOption[] = [...(points.data ?? [])];
  // The saved point stays readable while the list loads, or when the caller no longer sees it.
  if (settings.alarmPointId !== null && settings.alarmPointName && !options.some((point) => point.id === settings.alarmPointId)) {
    options.unshift({ id: settings.alarmPointId, name: settings.alarmPointName, orgName: "" });
  }
  const showPoint = (point: PointOption | null) =>
    point ? (
      <span className="stack gap-xs">
        <span>{point.name}</span>
        {point.orgName && <small className="muted">{point.orgName}</small>}
      </span>
    ) : (
      <span>{points.isLoading ? t("common.loading") : t("alarmApps.loneWorker.noPoint")}</span>
    );

  const submit = handleSubmit(() =>
    save.mutate(toSettingsUpdate(values, settings), {
      onSuccess: () => toast.show({ severity: "success", summary: t("alarmApps.loneWorker.savedTitle"), detail: t("alarmApps.loneWorker.saved") }),
      onError: saveFailed,
    }),
  );

  const pointError =
    errorOf("alarmPointId") ?? (points.isError ? t("alarmApps.loneWorker.pointsFailed", { reason: describeError(points.error, i18n).detail }) : undefined);
  const graceError = errorOf("graceMinutes");
  const inheritedName = inheritedFrom.data ? displayOrgPath(inheritedFrom.data.fullOrgPath) : `#${settings.inheritedFromOrgId}`;
  return (
    <form className="stack gap-l" onSubmit={submit} noValidate aria-label={t("alarmApps.loneWorker.title")}>
      {settings.inheritedFromOrgId !== null && (
        <Message severity="info" style={MESSAGE_STYLE} text={t("alarmApps.loneWorker.inherited", { org: inheritedName })} data-testid="lone-worker-inherited" />
      )}
      {values.alarmPointId === null && <Message severity="warn" style={MESSAGE_STYLE} text={t("alarmApps.loneWorker.noPointHint")} />}
      <div className="object-editor__grid">
        <FormField id={FIELD_IDS.alarmPointId} label={t("alarmApps.loneWorker.point")} error={pointError} hint={t("alarmApps.loneWorker.pointHint")}>
          <Dropdown
            inputId={FIELD_IDS.alarmPointId}
            value={values.alarmPointId}
            options={options}
            optionValue="id"
            optionLabel="name"
            onChange={(event) => {
              edit("alarmPointId", (event.value as number | undefined) ?? null);
              touch("alarmPointId");
            }}
            itemTemplate={showPoint}
            valueTemplate={showPoint}
            placeholder={points.isLoading ? t("common.loading") : t("alarmApps.loneWorker.noPoint")}
            filter
            filterBy="name,orgName"
            showClear
            {...pendingOptions(points.isLoading, t("alarmApps.loneWorker.noPoints"), t)}
            emptyFilterMessage={t("alarmApps.loneWorker.noPointMatch")}
            invalid={Boolean(errorOf("alarmPointId"))}
          />
        </FormField>
        <FormField id={FIELD_IDS.graceMinutes} label={t("alarmApps.loneWorker.grace")} error={graceError} hint={t("alarmApps.loneWorker.graceHint")}>
          <InputNumber
            inputId={FIELD_IDS.graceMinutes}
            value={values.graceMinutes}
            onValueChange={(event) => edit("graceMinutes", event.value ?? null)}
            onBlur={() => touch("graceMinutes")}
            min={GRACE_LIMITS.min}
            max={GRACE_LIMITS.max}
            showButtons
            useGrouping={false}
            suffix={` ${t("alarmApps.loneWorker.minutes")}`}
            invalid={Boolean(graceError)}
          />
        </FormField>
      </div>
      <div className="cluster wrap end gap-m">
        <Button
          type="button"
          label={t("alarmApps.loneWorker.reset")}
          outlined
          disabled={!dirty || save.isPending}
          onClick={() => {
            edit("alarmPointId", settings.alarmPointId);
            edit("graceMinutes", settings.graceMinutes);
          }}
        />
        <Button
          type="submit"
          label={t("alarmApps.loneWorker.save")}
          icon="pi pi-check"
          loading={save.isPending}
          disabled={!dirty && settings.inheritedFromOrgId === null}
        />
      </div>
    </form>
  );
}
