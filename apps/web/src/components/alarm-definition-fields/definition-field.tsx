/** The alarm definition's fields are ordinary form fields: the same label, star, error and limit. */
export { FormField as DefinitionField } from "../form-field";
