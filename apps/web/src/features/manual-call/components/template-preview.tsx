import { PARTICIPANT_LANGUAGES, renderText, textIn, type TextTemplate } from "@alarm/contract";
import { useTranslation } from "react-i18next";

interface TemplatePreviewProps {
  texts: TextTemplate["texts"];
  values: { alarmName: string; organization: string; triggeredBy: string; text: string };
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What participants of each language will read: the template filled with this call's values. */
export function TemplatePreview({ texts, values }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <section className="manual-call-preview frame stack gap-s" aria-labelledby="manual-call-preview-title">
      <h4 id="manual-call-preview-title">{t("manualCall.preview.title")}</h4>
      {PARTICIPANT_LANGUAGES.map((language) => {
        const { subject, body } = textIn({ texts }, language);
        const fill = (text: string) => renderText(text, { ...values, time: now }, language, timeZone);
        return (
          <article key={language} className="manual-call-preview__language">
            <span className="manual-call-preview__tag muted">{t(`languages.${language}`)}</span>
            {subject && <strong className="manual-call-preview__subject">{fill(subject)}</strong>}
            <p className="manual-call-preview__body">{fill(body)}</p>
          </article>
        );
      })}
    </section>
  );
}
