import { alarmDefinitionFields } from "@alarm/contract";
import { z } from "zod";

const { name: _name, icon: _icon, alarmPlanId: _alarmPlanId, ...stored } = alarmDefinitionFields;

/**
 * The alarm point fields a template keeps in its `definition` column: all but the name, the icon
 * and the plan, which have columns of their own.
 */
export const templateDefinition = z.object(stored);
export type TemplateDefinition = z.output<typeof templateDefinition>;

/** A stored definition with the defaults filled in; one that no longer reads is taken as the defaults. */
export function readDefinition(value: unknown): TemplateDefinition {
  const parsed = templateDefinition.safeParse(value ?? {});
  return parsed.success ? parsed.data : templateDefinition.parse({});
}

/** The definition part of a create or update request, as stored. */
export function definitionOf(input: Record<string, unknown>): TemplateDefinition {
  return templateDefinition.parse(input);
}
