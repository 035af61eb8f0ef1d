import type { AlarmPoint, AlarmPointDraft } from "@alarm/contract";
import { Sidebar } from "primereact/sidebar";
import { TabPanel, TabView } from "primereact/tabview";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { isApiError } from "../../../lib/api-error";
import type { EditorTarget } from "../../../lib/editor-target";
import { usePoint } from "../api/point";
import { AlarmPointCalendar } from "./alarm-point-calendar";
import { PointForm, type PointActions } from "./point-form";

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

/** The side panel of /alarm-points/new, /alarm-points/{id} and /deleted-alarm-points/{id}: the definition and, for a saved point, its calendar. */
export function PointEditor({ target, draft, defaultOrgId, readOnly, canRestore, busy, onClose, onSaved, ...actions }: PointEditorProps) {
  const { t } = useTranslation();
  const loaded = usePoint(target.kind === "existing" ? target.id : null);
  const point = target.kind === "existing" ? loaded.data : undefined;
  const title = target.kind === "new" ? t("alarmPoints.editor.newTitle") : point ? t("alarmPoints.editor.editTitle", { name: point.name }) : t("alarmPoints.editor.title");
  const formProps = { defaultOrgId, canRestore, busy, onSaved, onCancel: onClose, ...actions };

  let body;
  if (target.kind === "new") {
    body = <PointForm key={draft ? `draft-${draft.templateId}` : "new"} draft={draft ?? undefined} readOnly={false} {...formProps} />;
  } else if (target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"))) {
    body = <StateCard icon="pi-question-circle" title={t("alarmPoints.editor.notFound")} text={t("alarmPoints.editor.notFoundText")} />;
  } else if (loaded.isError) {
    body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmPoints.editor.loadError")} text={isApiError(loaded.error) ? loaded.error.reason : undefined} />;
  } else if (!point) {
    body = <PageSpinner />;
  } else {
    // A fresh form for each version read from the server (after saving, moving or restoring).
    const form = <PointForm key={`${point.id}-${point.version}-${point.orgId}`} point={point} readOnly={readOnly || point.deleted} {...formProps} />;
    body = point.deleted ? (
      form
    ) : (
      <TabView className="point-editor__tabs">
        <TabPanel header={t("alarmPoints.editor.definitionTab")} leftIcon="pi pi-sliders-h mr-2">
          {form}
        </TabPanel>
        <TabPanel header={t("alarmPoints.editor.calendarTab")} leftIcon="pi pi-calendar mr-2">
          <AlarmPointCalendar alarmPointId={point.id} />
        </TabPanel>
      </TabView>
    );
  }

  return (
    <Sidebar visible position="right" onHide={onClose} className="point-editor" header={<h2 className="point-editor__title">{title}</h2>} blockScroll aria-label={title}>
      {body}
    </Sidebar>
  );
}
