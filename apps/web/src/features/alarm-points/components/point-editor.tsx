import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { TabPanel, TabView } from "primereact/tabview";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlarmPointConsequentials } from "../../../components/consequentials/alarm-point-consequentials";
import { AlarmPointIntegrations } from "../../../components/integrations/alarm-point-integrations";
import { ObjectEditorPanel } from "../../../components/object-list/object-editor-panel";
import { OnCallTimeline } from "../../../components/on-call/on-call-timeline";
import type { EditorTarget } from "../../../lib/editor-target";
import { usePoint } from "../api/point";
import { AlarmPointCalendar } from "./alarm-point-calendar";
import { PointForm, type PointActions } from "./point-form";
import { PointMaintenance } from "./point-maintenance";

interface PointEditorProps extends PointActions {
  target: EditorTarget;
  draft: AlarmPointDraft | null;
  defaultOrgId: number | null;
  readOnly: boolean;
  canRestore: boolean;
  busy: boolean;
  onClose: () => void;
  onSaved: (point: AlarmPoint) => void;
}

/** The side panel of /alarm-points/new, /alarm-points/{id} and /deleted-alarm-points/{id}: the definition and, for a saved point, its calendar, who is on duty, its integration keys, its consequential triggers and the maintenance windows covering it. */
export function PointEditor({ target, draft, defaultOrgId, readOnly, canRestore, busy, onClose, onSaved, ...actions }: PointEditorProps) {
  const loaded = usePoint(target.kind === "existing" ? target.id : null);
  const formProps = { defaultOrgId, canRestore, busy, onSaved, onCancel: onClose, ...actions };

  const formOf = (point?: AlarmPoint) => {
    if (!point) return <PointForm key={draft ? `draft-${draft.templateId}` : "new"} draft={draft ?? undefined} readOnly={false} {...formProps} />;
    const form = <PointForm point={point} readOnly={readOnly || point.deleted} {...formProps} />;
    if (point.deleted) return form;
    return <PointTabs point={point} form={form} />;
  };

  return (
    <ObjectEditorPanel
      className="point-editor"
      section="alarmPoints"
      history="alarm_points"
      target={target}
      loaded={loaded}
      titleValues={(point) => ({ name: point.name })}
      onClose={onClose}
    >
      {formOf}
    </ObjectEditorPanel>
  );
}

/** A saved point's tabs: each built the first time it is shown and then kept, so unsaved changes of the definition survive a look at another tab. */
function PointTabs({ point, form }: { point: AlarmPoint; form: ReactNode }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  return (
    <TabView
      className="point-editor__tabs"
      scrollable
      renderActiveOnly={false}
      activeIndex={active}
      onTabChange={(event) => {
        setActive(event.index);
        setShown((previous) => new Set(previous).add(event.index));
      }}
    >
      <TabPanel header={t("alarmPoints.editor.definitionTab")} leftIcon="pi pi-sliders-h mr-2">
        {form}
      </TabPanel>
      <TabPanel header={t("alarmPoints.editor.calendarTab")} leftIcon="pi pi-calendar mr-2">
        {shown.has(1) && <AlarmPointCalendar alarmPointId={point.id} />}
      </TabPanel>
      <TabPanel header={t("onCall.pointTab")} leftIcon="pi pi-users mr-2">
        {shown.has(2) && <OnCallTimeline alarmPointId={point.id} orgId={point.orgId} />}
      </TabPanel>
      <TabPanel header={t("integrations.tab")} leftIcon="pi pi-sitemap mr-2">
        {shown.has(3) && <AlarmPointIntegrations alarmPointId={point.id} />}
      </TabPanel>
      <TabPanel header={t("consequentials.tab")} leftIcon="pi pi-link mr-2">
        {shown.has(4) && <AlarmPointConsequentials alarmPointId={point.id} orgId={point.orgId} />}
      </TabPanel>
      <TabPanel header={t("maintenance.pointTab")} leftIcon="pi pi-wrench mr-2">
        {shown.has(5) && <PointMaintenance alarmPointId={point.id} orgId={point.orgId} />}
      </TabPanel>
    </TabView>
  );
}
