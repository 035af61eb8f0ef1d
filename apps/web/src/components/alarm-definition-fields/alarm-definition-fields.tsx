import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AlarmDefinitionField, AlarmDefinitionForm } from "./form-model";
import { GeneralSection } from "./general-section";
import { InstructionsSection } from "./instructions-section";
import { MessageSection } from "./message-section";
import { PlanSection } from "./plan-section";
import type { SectionProps } from "./section-props";
import "./alarm-definition-fields.css";

/** `V` is the editor's whole form: the definition plus fields of its own (the organization). */
export interface AlarmDefinitionFieldsProps<V extends AlarmDefinitionForm> extends Omit<SectionProps, "readOnly" | "values" | "edit" | "orgId"> {
  values: V;
  edit: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The edited object's organization: the plan, text template and file pickers offer only what it may name. */
  orgId: number | null;
  /** A standard alarm point needs a plan; a template may leave it open. */
  planRequired: boolean;
  readOnly?: boolean;
  /** The saved plan's name, shown while the plan list loads or when the caller no longer sees that plan. */
  planName?: string | null;
  /** Fields of one editor only, placed in the general section (the organization). */
  generalExtra?: ReactNode;
  autoFocus?: boolean;
  /** Leaves out the system ID, for alarms no other system raises (consequential triggers). */
  hideSystemId?: boolean;
}

const SECTIONS = ["general", "message", "plan", "instructions"] as const;
type Section = (typeof SECTIONS)[number];

const FIELDS_OF: Record<Section, readonly AlarmDefinitionField[]> = {
  general: ["name", "systemId", "icon", "priority", "description"],
  message: ["text", "textTemplateId", "speechText", "language"],
  plan: [
    "alarmPlanId",
    "rotationalCalendarId",
    "confirmPriority",
    "acknowledgeMode",
    "localAcknowledgeTime",
    "countRepeat",
    "repeatBetween",
    "mediaProcessingType",
    "mediaUsageType",
  ],
  instructions: ["instructionFiles"],
};

/**
 * The fields the alarm point and the alarm template editors share, in four sections (general,
 * message and speech, plan and escalation, instructions) with a jump list at the top; a section
 * holding a problem is marked there.
 */
export function AlarmDefinitionFields<V extends AlarmDefinitionForm>(fieldsProps: AlarmDefinitionFieldsProps<V>) {
  const { readOnly = false, planRequired, planName, generalExtra, orgId, autoFocus = false, hideSystemId = false, ...form } = fieldsProps;
  const { t } = useTranslation();
  // The sections edit only definition fields, whose values are the same in V.
  const props: SectionProps = { ...form, edit: form.edit as unknown as SectionProps["edit"], readOnly, orgId };
  const sectionId = (section: Section) => `${form.idPrefix}-section-${section}`;
  const hasProblem = (section: Section) => FIELDS_OF[section].some((field) => form.errorOf(field));
  const body: Record<Section, ReactNode> = {
    general: <GeneralSection {...props} extra={generalExtra} autoFocus={autoFocus && !readOnly} hideSystemId={hideSystemId} />,
    message: <MessageSection {...props} />,
    plan: <PlanSection {...props} planRequired={planRequired} currentPlanName={planName} />,
    instructions: <InstructionsSection {...props} />,
  };

  return (
    <div className="alarm-definition stack">
      <nav className="alarm-definition__nav row wrap" aria-label={t("alarmDefinition.sections.label")}>
        {SECTIONS.map((section) => (
          <a
            key={section}
            href={`#${sectionId(section)}`}
            className={hasProblem(section) ? "alarm-definition__nav-link alarm-definition__nav-link--problem" : "alarm-definition__nav-link"}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(sectionId(section))?.scrollIntoView({ behavior: "smooth", block: "start" });
            }}
          >
            {t(`alarmDefinition.sections.${section}`)}
            {hasProblem(section) && <i className="pi pi-exclamation-circle" role="img" aria-label={t("alarmDefinition.sections.hasProblem")} />}
          </a>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section key={section} id={sectionId(section)} className="alarm-definition__section" aria-labelledby={`${sectionId(section)}-title`}>
          <h3 id={`${sectionId(section)}-title`}>{t(`alarmDefinition.sections.${section}`)}</h3>
          {body[section]}
        </section>
      ))}
    </div>
  );
}
