CREATE TABLE "duty_feeds" (
	"participant_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "duty_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"covering_participant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duty_feeds" ADD CONSTRAINT "duty_feeds_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_overrides" ADD CONSTRAINT "duty_overrides_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_overrides" ADD CONSTRAINT "duty_overrides_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_overrides" ADD CONSTRAINT "duty_overrides_covering_participant_id_participants_id_fk" FOREIGN KEY ("covering_participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duty_overrides_participant_idx" ON "duty_overrides" USING btree ("participant_id","ends_at");--> statement-breakpoint
CREATE INDEX "duty_overrides_covering_idx" ON "duty_overrides" USING btree ("covering_participant_id","ends_at");