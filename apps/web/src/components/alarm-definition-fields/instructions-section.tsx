import { MultiSelect } from "primereact/multiselect";
import { useTranslation } from "react-i18next";
import { describeError } from "../toast/describe-error";
import { DefinitionField } from "./definition-field";
import { useInstructionFileOptions } from "./definition-queries";
import { chooseFiles, fileOptionGroups } from "./instruction-files";
import { fieldIdOf, type SectionProps } from "./section-props";

/** The instruction files sent along with the alarm, chosen among the files of its organization and of those above it. */
export function InstructionsSection({ idPrefix, values, edit, touch, errorOf, readOnly, orgId }: SectionProps) {
  const { t, i18n } = useTranslation();
  const id = fieldIdOf(idPrefix, "instructionFiles");
  const files = useInstructionFileOptions(orgId, !readOnly);
  const groups = fileOptionGroups(files.data ?? [], values.instructionFiles, t("alarmDefinition.instructions.otherFiles"));
  const noFiles = files.isSuccess && files.data.every((group) => group.files.length === 0);

  let hint = t("alarmDefinition.instructions.hint");
  if (files.isError) hint = t("alarmDefinition.instructions.loadFailed", { reason: describeError(files.error, i18n).detail });
  else if (noFiles) hint = t("alarmDefinition.instructions.none");

  return (
    <div className="alarm-definition__grid">
      <DefinitionField
        id={id}
        label={t("alarmDefinition.fields.instructionFiles")}
        error={errorOf("instructionFiles")}
        hint={hint}
        className="alarm-definition__wide"
      >
        <MultiSelect
          inputId={id}
          value={values.instructionFiles.map((file) => file.id)}
          options={groups}
          optionGroupLabel="label"
          optionGroupChildren="items"
          optionLabel="name"
          optionValue="id"
          onChange={(event) => {
            edit("instructionFiles", chooseFiles(event.value as number[], values.instructionFiles, groups));
            touch("instructionFiles");
          }}
          display="chip"
          filter
          placeholder={files.isLoading ? t("common.loading") : t("alarmDefinition.instructions.placeholder")}
          emptyMessage={t("alarmDefinition.instructions.none")}
          emptyFilterMessage={t("alarmDefinition.instructions.noMatch")}
          disabled={readOnly}
          invalid={Boolean(errorOf("instructionFiles"))}
          className="alarm-definition__files"
        />
      </DefinitionField>
    </div>
  );
}
