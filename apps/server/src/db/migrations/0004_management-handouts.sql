CREATE TABLE "handout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" uuid,
	"event" text NOT NULL,
	"handout_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handout_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"handout_ids" text[] NOT NULL,
	"type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "handouts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" integer NOT NULL,
	"item_id" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"references" jsonb NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "handout_shares_uid_idx" ON "handout_shares" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "management_audit_at_idx" ON "management_audit" USING btree ("at" DESC NULLS LAST);