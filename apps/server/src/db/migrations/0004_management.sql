CREATE TABLE "management_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" text NOT NULL,
	"editor_user" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "management_editors" (
	"id" text PRIMARY KEY NOT NULL,
	"user" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_editors_user_unique" UNIQUE("user")
);
--> statement-breakpoint
ALTER TABLE "topic_item_versions" ADD COLUMN "created_by" text;--> statement-breakpoint
CREATE INDEX "management_audit_at_idx" ON "management_audit" USING btree ("at" DESC NULLS LAST);