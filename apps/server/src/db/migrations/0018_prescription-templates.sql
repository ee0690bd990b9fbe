CREATE TABLE "prescription_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" uuid NOT NULL,
	"name" text NOT NULL,
	"pages" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_templates_name_idx" ON "prescription_templates" USING btree ("uid",lower("name"));--> statement-breakpoint
CREATE INDEX "prescription_templates_uid_idx" ON "prescription_templates" USING btree ("uid","last_update" DESC NULLS LAST);