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
CREATE INDEX "handout_shares_uid_idx" ON "handout_shares" USING btree ("uid","created_at");