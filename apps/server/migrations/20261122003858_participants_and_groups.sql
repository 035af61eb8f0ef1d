CREATE TABLE "participant_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"calling_device_type" text NOT NULL,
	"address" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "participant_group_members" (
	"group_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "participant_group_members_group_id_participant_id_pk" PRIMARY KEY("group_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "participant_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"short_name" text,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"login" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_devices" ADD CONSTRAINT "participant_devices_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_group_members" ADD CONSTRAINT "participant_group_members_group_id_participant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."participant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_group_members" ADD CONSTRAINT "participant_group_members_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_groups" ADD CONSTRAINT "participant_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_devices_participant_idx" ON "participant_devices" USING btree ("participant_id","order_id");--> statement-breakpoint
CREATE INDEX "participant_group_members_participant_idx" ON "participant_group_members" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "participant_groups_org_name_idx" ON "participant_groups" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "participant_groups_name_idx" ON "participant_groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "participants_org_name_idx" ON "participants" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE INDEX "participants_name_idx" ON "participants" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_login_unique" ON "participants" USING btree (lower("login"));