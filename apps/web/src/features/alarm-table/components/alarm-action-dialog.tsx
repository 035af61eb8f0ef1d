import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  header: string;
  acceptLabel: string;
  acceptIcon: string;
  /** Red for actions that end or start an alarm. */
  danger?: boolean;
  /** Where the focus starts: on Cancel for what cannot be undone by mistake, else on the action. */
  focus: "cancel" | "accept" | "none";
  pending: boolean;
  onAccept: () => void;
  onHide: () => void;
  children: ReactNode;
};

/** The confirmation every alarm action asks for: what it does, Cancel, and the action's own button. */
export function AlarmActionDialog({ header, acceptLabel, acceptIcon, danger, focus, pending, onAccept, onHide, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      onHide={onHide}
      header={header}
      className="alarm-action-dialog"
      breakpoints={{ "640px": "95vw" }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={t("common.cancel")} icon="pi pi-times" outlined onClick={onHide} autoFocus={focus === "cancel"} />
          <Button
            type="button"
            label={acceptLabel}
            icon={acceptIcon}
            severity={danger ? "danger" : undefined}
            loading={pending}
            onClick={onAccept}
            autoFocus={focus === "accept"}
          />
        </>
      }
    >
      {children}
    </Dialog>
  );
}
