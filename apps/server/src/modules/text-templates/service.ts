import {
  PARTICIPANT_LANGUAGES,
  renderText,
  type TextTemplate,
  type textTemplateCreate,
  type TextTemplatePreview,
  type textTemplatePreviewRequest,
  type textTemplateUpdate,
  textIn,
} from "@alarm/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound, staleVersion } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { organizations, textTemplates } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { assertRoomFor } from "../../core/object-limits.js";

type TemplateCreate = z.output<typeof textTemplateCreate>;
type TemplateUpdate = z.output<typeof textTemplateUpdate>;
type PreviewRequest = z.output<typeof textTemplatePreviewRequest>;

/** What the preview fills the placeholders with. */
export const SAMPLE_ALARM_NAME = "Fire alarm building A";
export const SAMPLE_FREE_TEXT = "Free text";

/** Text templates: reusable message texts with placeholders, one text per participant language. */
export class TextTemplateService {
  constructor(
    readonly db: Db,
    /** The zone the preview writes the time in. */
    private readonly timeZone: string,
  ) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<TextTemplate> {
    const [row] = await db
      .select({
        id: textTemplates.id,
        name: textTemplates.name,
        description: textTemplates.description,
        texts: textTemplates.texts,
        orgId: textTemplates.orgId,
        orgName: organizations.name,
        version: textTemplates.version,
      })
      .from(textTemplates)
      .innerJoin(organizations, eq(organizations.id, textTemplates.orgId))
      .where(eq(textTemplates.id, id));
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.orgId))) throw notFound("Text template");
    return row;
  }

  create(principal: Principal, input: TemplateCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await assertRoomFor(tx, "TEXT_TEMPLATE", input.orgId);
      const [row] = await tx
        .insert(textTemplates)
        .values({ orgId: input.orgId, name: input.name, description: input.description || null, texts: input.texts })
        .returning({ id: textTemplates.id });
      return this.get(principal, row!.id, tx);
    });
  }

  update(principal: Principal, input: TemplateUpdate) {
    return this.db.transaction(async (tx) => {
      await this.get(principal, input.id, tx);
      const change = { name: input.name, description: input.description || null, texts: input.texts };
      if (!(await updateVersioned(tx, textTemplates, input.id, input.version, change))) throw staleVersion();
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await tx.delete(textTemplates).where(eq(textTemplates.id, id));
    });
  }

  /** Each language's text as a participant would read it now, with sample values and the caller as the one triggering. */
  preview(principal: Principal, { texts }: PreviewRequest): TextTemplatePreview {
    const values = {
      alarmName: SAMPLE_ALARM_NAME,
      time: new Date(),
      organization: principal.orgName,
      triggeredBy: `${principal.name} ${principal.surname}`,
      text: SAMPLE_FREE_TEXT,
    };
    const rendered = PARTICIPANT_LANGUAGES.map((language) => {
      const shown = textIn({ texts }, language);
      const own = texts[language];
      const fallback = shown.subject !== own.subject || shown.body !== own.body;
      return [
        language,
        { subject: renderText(shown.subject, values, language, this.timeZone), body: renderText(shown.body, values, language, this.timeZone), fallback },
      ];
    });
    return Object.fromEntries(rendered) as TextTemplatePreview;
  }
}
