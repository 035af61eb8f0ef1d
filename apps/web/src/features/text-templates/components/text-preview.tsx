import { PARTICIPANT_LANGUAGES, type TextTemplatePreviewRequest } from "@alarm/contract";
import { ProgressSpinner } from "primereact/progressspinner";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";
import { useTextPreview } from "../api/preview";
import type { TextLanguage } from "./template-form-model";

interface TextPreviewProps {
  texts: TextTemplatePreviewRequest["texts"];
  /** The language tab open in the editor, shown first. */
  language: TextLanguage;
}

/** How every language's text reads with sample values, refreshed 500 ms after typing pauses. */
export function TextPreview({ texts, language }: TextPreviewProps) {
  const { t } = useTranslation();
  const preview = useTextPreview(texts);
  const order = [language, ...PARTICIPANT_LANGUAGES.filter((other) => other !== language)];

  let body;
  if (preview.isError && !preview.data) {
    body = (
      <p className="text-preview__state muted text-preview__state--error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />{" "}
        {t("textTemplates.preview.failed", { reason: isApiError(preview.error) ? preview.error.reason : "" })}
      </p>
    );
  } else if (!preview.data) {
    body = <ProgressSpinner className="text-preview__spinner" strokeWidth="4" aria-label={t("common.loading")} />;
  } else if (PARTICIPANT_LANGUAGES.every((each) => !preview.data[each].subject && !preview.data[each].body)) {
    body = <p className="text-preview__state muted">{t("textTemplates.preview.empty")}</p>;
  } else {
    const rendered = preview.data;
    body = order.map((each) => (
      <article key={each} className={`text-preview__language text-preview__language--${each.toLowerCase()}`} aria-label={t(`languages.${each}`)}>
        <header>
          <h4>{t(`languages.${each}`)}</h4>
          {rendered[each].fallback && (
            <Tag severity="warning" value={t(texts[each]?.body ? "textTemplates.preview.fallbackSubject" : "textTemplates.preview.fallback")} />
          )}
        </header>
        <p className="text-preview__subject">
          {rendered[each].subject || <span className="text-preview__none muted">{t("textTemplates.preview.noSubject")}</span>}
        </p>
        <p className="text-preview__body breakable">{rendered[each].body}</p>
      </article>
    ));
  }

  return (
    <section className="text-preview frame stack gap-m" aria-labelledby="text-preview-title" aria-busy={preview.isFetching}>
      <div className="text-preview__header">
        <h3 id="text-preview-title">{t("textTemplates.preview.title")}</h3>
        {preview.isFetching && preview.data && <i className="pi pi-spin pi-spinner" aria-hidden="true" />}
      </div>
      <p className="text-preview__hint muted">{t("textTemplates.preview.hint")}</p>
      <div aria-live="polite">{body}</div>
      {preview.isError && preview.data && <small className="form-field__error">{t("textTemplates.preview.stale")}</small>}
    </section>
  );
}
