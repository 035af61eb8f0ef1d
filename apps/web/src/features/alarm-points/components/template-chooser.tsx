import type { AlarmPointDraft } from "@alarm/contract";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { ListBox } from "primereact/listbox";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { usePrepareFromTemplate, useTemplateChoices } from "../api/templates";

interface TemplateChooserProps {
  visible: boolean;
  onHide: () => void;
  /** The new point's fields prepared from the chosen template. */
  onPrepared: (draft: AlarmPointDraft) => void;
}

/** "New from template": pick an alarm template; the server prepares a new point's fields from it. */
export function TemplateChooser({ visible, onHide, onPrepared }: TemplateChooserProps) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const templates = useTemplateChoices(visible);
  const prepare = usePrepareFromTemplate();
  const [chosen, setChosen] = useState<number | null>(null);

  const use = () => chosen !== null && prepare.mutate(chosen, { onSuccess: onPrepared, onError: showFailure });

  let body;
  if (templates.isError) body = <StateCard icon="pi-exclamation-triangle" tone="error" title={t("alarmPoints.templates.loadError")} />;
  else if (templates.isSuccess && templates.data.length === 0) body = <StateCard icon="pi-inbox" title={t("alarmPoints.templates.empty")} />;
  else
    body = (
      <ListBox
        value={chosen}
        options={templates.data ?? []}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => setChosen(event.value as number | null)}
        itemTemplate={(template: { name: string; orgName: string }) => (
          <span className="template-choice">
            <span>{template.name}</span>
            <small>{template.orgName}</small>
          </span>
        )}
        filter
        filterPlaceholder={t("alarmPoints.templates.search")}
        emptyMessage={templates.isLoading ? t("common.loading") : t("alarmPoints.templates.noMatch")}
        listStyle={{ maxHeight: "20rem" }}
        aria-label={t("alarmPoints.templates.title")}
      />
    );

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t("alarmPoints.templates.title")}
      style={{ width: "30rem" }}
      footer={
        <>
          <Button label={t("common.cancel")} outlined onClick={onHide} />
          <Button label={t("alarmPoints.templates.use")} icon="pi pi-check" disabled={chosen === null} loading={prepare.isPending} onClick={use} />
        </>
      }
    >
      {body}
    </Dialog>
  );
}
