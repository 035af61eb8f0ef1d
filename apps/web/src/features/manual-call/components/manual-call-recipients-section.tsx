import { Chip } from "primereact/chip";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { ParticipantSelector } from "../../../components/participant-selector/participant-selector";
import { removeEntry } from "../../../components/participant-selector/selected-entries";
import { FIELD_IDS, type ManualCallFormState } from "./use-manual-call-form";

/** Who is called: the chosen participants and groups as removable chips, and the selector to choose more. */
export function ManualCallRecipientsSection({ form }: { form: ManualCallFormState }) {
  const { t } = useTranslation();
  const { values, edit, touch, errorOf } = form;

  return (
    <section className="card manual-call__card stack gap-l manual-call__recipients" aria-labelledby="manual-call-recipients-title">
      <h2 id="manual-call-recipients-title" className="card__title">
        {t("manualCall.sections.recipients")}
      </h2>
      <div
        id={FIELD_IDS.recipients}
        tabIndex={-1}
        className="manual-call__chosen row wrap"
        aria-describedby={errorOf("recipients") ? fieldErrorId(FIELD_IDS.recipients) : undefined}
      >
        {values.recipients.length === 0 ? (
          <span className="manual-call__none muted">{t("manualCall.recipients.none")}</span>
        ) : (
          values.recipients.map((entry) => (
            <Chip
              key={entry.id}
              label={entry.title}
              icon={entry.participantGroupId !== null ? "pi pi-users" : "pi pi-user"}
              removable
              removeIcon="pi pi-times"
              onRemove={() => {
                edit("recipients", removeEntry(values.recipients, entry.id));
                return true;
              }}
            />
          ))
        )}
      </div>
      {errorOf("recipients") && (
        <small id={fieldErrorId(FIELD_IDS.recipients)} className="form-field__error" role="alert">
          {errorOf("recipients")}
        </small>
      )}
      <ParticipantSelector
        value={values.recipients}
        onChange={(recipients) => {
          edit("recipients", recipients);
          touch("recipients");
        }}
        label={t("manualCall.recipients.label")}
      />
    </section>
  );
}
