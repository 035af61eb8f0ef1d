import { Button } from "primereact/button";
import { ProgressBar } from "primereact/progressbar";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../components/toast/describe-error";
import { FileIcon } from "./file-icon";
import { problemText } from "./upload-problems";
import type { UploadItem } from "./use-uploads";

interface UploadPanelProps {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onReplace: (item: UploadItem) => void;
  onDismiss: () => void;
}

/** The files being uploaded, each with its progress, and the outcome of the finished ones. */
export function UploadPanel({ items, onCancel, onReplace, onDismiss }: UploadPanelProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const running = items.filter((item) => item.status === "uploading").length;
  return (
    <section className="upload-panel frame" aria-label={t("attachments.upload.panel")}>
      <div className="upload-panel__header">
        <span role="status">{running > 0 ? t("attachments.upload.running", { count: running }) : t("attachments.upload.finished")}</span>
        <Button
          type="button"
          label={t("attachments.upload.dismiss")}
          icon="pi pi-times"
          text
          size="small"
          disabled={running === items.length}
          onClick={onDismiss}
        />
      </div>
      <ul className="upload-panel__items bare-list">
        {items.map((item) => (
          <UploadLine key={item.key} item={item} onCancel={onCancel} onReplace={onReplace} />
        ))}
      </ul>
    </section>
  );
}

function UploadLine({ item, onCancel, onReplace }: { item: UploadItem; onCancel: (key: string) => void; onReplace: (item: UploadItem) => void }) {
  const { t, i18n } = useTranslation();
  const percent = Math.round(item.progress * 100);
  const failure = item.status === "failed" ? (item.problem ? problemText(t, item.problem, item.file.name) : describeError(item.error, i18n).detail) : null;
  return (
    <li className={`upload-line upload-line--${item.status}`} data-status={item.status}>
      <FileIcon type={item.file.name.split(".").pop() ?? ""} size="small" />
      <span className="upload-line__name" title={item.file.name}>
        {item.file.name}
      </span>
      {item.status === "uploading" && (
        <>
          <ProgressBar className="upload-line__progress" value={percent} aria-label={t("attachments.upload.progress", { name: item.file.name })} />
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            aria-label={t("attachments.upload.cancel", { name: item.file.name })}
            onClick={() => onCancel(item.key)}
          />
        </>
      )}
      {item.status === "done" && (
        <span className="upload-line__outcome muted">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t("attachments.upload.done")}
        </span>
      )}
      {item.status === "canceled" && <span className="upload-line__outcome muted">{t("attachments.upload.canceled")}</span>}
      {failure && (
        <span className="upload-line__error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {failure}
          {item.problem === "CONFLICT" && <Button type="button" label={t("attachments.upload.replace")} link size="small" onClick={() => onReplace(item)} />}
        </span>
      )}
    </li>
  );
}
