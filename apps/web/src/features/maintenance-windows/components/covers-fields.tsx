import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { usePointOptions, type PointOption } from "../api/point-options";
import { ChoiceGroup } from "./choice-group";
import { COVERS, type Covers } from "./window-form-model";
import { pendingOptions } from "../../../components/pending-options";

export const COVERS_ID = "maintenance-window-covers";
export const POINT_PICKER_ID = "maintenance-window-alarm-point";
const COVER_ICONS: Record<Covers, string> = { ORGANIZATION: "pi-building", ALARM_POINT: "pi-map-marker" };

interface CoversFieldsProps {
  orgId: number | null;
  covers: Covers;
  alarmPointId: number | null;
  /** The saved window's point, shown while the choice is read. */
  savedPoint: PointOption | null;
  onCovers: (covers: Covers) => void;
  onPoint: (alarmPointId: number | null) => void;
  error: string | undefined;
}

/** What the window holds: the whole organization (and those below it), or one alarm point picked among the organization's. */
export function CoversFields({ orgId, covers, alarmPointId, savedPoint, onCovers, onPoint, error }: CoversFieldsProps) {
  const { t } = useTranslation();
  const points = usePointOptions(covers === "ALARM_POINT" ? orgId : null);
  const listed = points.data ?? [];
  const options = savedPoint && !listed.some((point) => point.id === savedPoint.id) ? [savedPoint, ...listed] : listed;

  return (
    <>
      <ChoiceGroup
        id={COVERS_ID}
        label={t("maintenance.editor.covers")}
        options={COVERS.map((value) => ({ value, label: t(`maintenance.editor.coversChoices.${value}`), icon: COVER_ICONS[value] }))}
        value={covers}
        onChange={onCovers}
      />
      {covers === "ALARM_POINT" && (
        <FormField
          id={POINT_PICKER_ID}
          label={t("maintenance.editor.alarmPoint")}
          error={error ?? (points.isError ? t("maintenance.editor.pointsFailed") : undefined)}
          hint={orgId === null ? t("maintenance.editor.pointNeedsOrganization") : t("maintenance.editor.pointHint")}
          required
        >
          <Dropdown
            inputId={POINT_PICKER_ID}
            value={alarmPointId}
            options={options}
            optionValue="id"
            optionLabel="name"
            onChange={(event) => onPoint((event.value as number | null) ?? null)}
            filter
            filterBy="name,orgName"
            placeholder={t("maintenance.editor.pointPlaceholder")}
            {...pendingOptions(points.isFetching, t("maintenance.editor.noPoints"), t)}
            emptyFilterMessage={t("maintenance.editor.noPointMatches")}
            disabled={orgId === null}
            itemTemplate={(point: PointOption) => (
              <span className="stack gap-xs">
                <span>{point.name}</span>
                <small className="muted">{point.orgName}</small>
              </span>
            )}
            invalid={Boolean(error)}
            aria-required
            {...fieldAria(POINT_PICKER_ID, error)}
          />
        </FormField>
      )}
    </>
  );
}
