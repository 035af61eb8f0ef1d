CREATE TABLE "org_object_counts" (
	"org_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "org_object_counts_org_id_object_type_pk" PRIMARY KEY("org_id","object_type")
);
--> statement-breakpoint
ALTER TABLE "org_object_counts" ADD CONSTRAINT "org_object_counts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;