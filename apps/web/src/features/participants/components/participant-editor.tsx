import type { Participant } from "@alarm/contract";
import { Button } from "primereact/button";
import { TabPanel, TabView } from "primereact/tabview";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PageSpinner } from "../../../components/page-spinner";
import { StateCard } from "../../../components/state-card";
import { UnsavedChangesGuard, useUnsavedReporter } from "../../../components/unsaved-changes";
import { useDocumentTitle } from "../../../components/use-document-title";
import { isApiError } from "../../../lib/api-error";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useParticipant } from "../api/participant";
import type { EditorTarget } from "../../../lib/editor-target";
import { EDITOR_TABS, editorTabOf } from "./editor-tab";
import { ParticipantForm } from "./participant-form";
import { PrivateSchedule } from "./private-schedule";
import { ParticipantDuties } from "../../../components/on-call/participant-duties";
import { useLoadFailureToast } from "../../../components/object-list/use-failure-toast";
import { useCloneWithToast, useConfirmDeleteParticipant } from "./use-participant-actions";

/** /participants/new and /participants/{id}: the details and the private media schedule in tabs. */
export function ParticipantEditor({ target }: { target: EditorTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showLoadFailure = useLoadFailureToast("participants.loadFailed");
  const loaded = useParticipant(target.kind === "existing" ? target.id : null);
  const participant = target.kind === "existing" ? loaded.data : undefined;
  const notFound = target.kind === "invalid" || (loaded.isError && isApiError(loaded.error, "NOT_FOUND"));

  const { error, errorUpdatedAt } = loaded;
  useEffect(() => {
    if (error && !isApiError(error, "NOT_FOUND")) showLoadFailure(error);
  }, [error, errorUpdatedAt, showLoadFailure]);

  const title = target.kind === "new" ? t("participants.editor.newTitle") : participant ? participant.fullName : t("participants.editor.title");
  useDocumentTitle(title);

  // Leaving with unsaved details is confirmed by the guard around the editor, as every editor's.
  const back = () => navigate("/participants");
  const header = (
    <div className="participant-editor__header cluster">
      <Button
        type="button"
        icon="pi pi-arrow-left"
        text
        rounded
        onClick={back}
        aria-label={t("participants.editor.back")}
        title={t("participants.editor.back")}
      />
      <h1 className="page-title participant-editor__title">{title}</h1>
      {participant?.shortName && <span className="participant-editor__short">{participant.shortName}</span>}
    </div>
  );

  let body;
  if (notFound) {
    body = (
      <StateCard icon="pi-user-minus" title={t("participants.editor.notFound")} text={t("participants.editor.notFoundText")}>
        <Button label={t("participants.editor.back")} icon="pi pi-arrow-left" outlined onClick={back} />
      </StateCard>
    );
  } else if (target.kind === "existing" && loaded.isError) {
    body = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("participants.loadFailed")}
        text={isApiError(loaded.error) ? loaded.error.reason : undefined}
      >
        <Button label={t("participants.table.retry")} icon="pi pi-refresh" outlined onClick={() => void loaded.refetch()} />
      </StateCard>
    );
  } else if (target.kind === "existing" && !participant) {
    body = <PageSpinner />;
  } else {
    body = <EditorTabs participant={participant} leave={(to) => navigate(to)} />;
  }

  return (
    <UnsavedChangesGuard>
      <div className="card participant-editor stack gap-s">
        {header}
        {body}
      </div>
    </UnsavedChangesGuard>
  );
}

interface EditorTabsProps {
  participant: Participant | undefined;
  leave: (to: string) => void;
}

function EditorTabs({ participant, leave }: EditorTabsProps) {
  const onDirty = useUnsavedReporter();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organization = useCurrentOrganization();
  const [params, setParams] = useSearchParams();
  const tab = participant ? editorTabOf(params.get("tab")) : "details";
  // The calendar is built the first time its tab is shown and then kept, like the form.
  const [scheduleShown, setScheduleShown] = useState(tab === "schedule");
  const [dutiesShown, setDutiesShown] = useState(tab === "duties");

  const confirmDelete = useConfirmDeleteParticipant(() => navigate("/participants", { replace: true }));
  const clone = useCloneWithToast((copy) => navigate(`/participants/${copy.id}`));

  return (
    <TabView
      className="participant-editor__tabs"
      activeIndex={EDITOR_TABS.indexOf(tab)}
      renderActiveOnly={false}
      onTabChange={(event) => {
        const next = EDITOR_TABS[event.index] ?? "details";
        if (next === "schedule") setScheduleShown(true);
        if (next === "duties") setDutiesShown(true);
        setParams(next === "details" ? {} : { tab: next }, { replace: true });
      }}
    >
      <TabPanel header={t("participants.editor.tabs.details")} leftIcon="pi pi-user">
        {participant && <ChangeHistoryPanel objectType="participants" objectId={participant.id} />}
        <ParticipantForm
          key={participant ? `${participant.id}-${participant.version}` : "new"}
          participant={participant}
          defaultOrgId={organization?.id ?? null}
          onSaved={(saved) => {
            if (!participant) navigate(`/participants/${saved.id}`, { replace: true });
          }}
          onClose={() => leave("/participants")}
          onDelete={confirmDelete}
          onClone={clone.run}
          cloning={clone.isPending}
          onDirty={onDirty}
        />
      </TabPanel>
      <TabPanel header={t("participants.editor.tabs.schedule")} leftIcon="pi pi-calendar-minus" disabled={!participant}>
        {participant && (scheduleShown || tab === "schedule") ? (
          <PrivateSchedule participant={participant} />
        ) : (
          <p className="object-editor__text muted">{t("participants.editor.scheduleNeedsSave")}</p>
        )}
      </TabPanel>
      <TabPanel header={t("onCall.participantTab")} leftIcon="pi pi-users" disabled={!participant}>
        {participant && (dutiesShown || tab === "duties") ? (
          <ParticipantDuties participant={participant} />
        ) : (
          <p className="object-editor__text muted">{t("onCall.needsSave")}</p>
        )}
      </TabPanel>
    </TabView>
  );
}
