CREATE TABLE "ad_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"uid" uuid,
	"confirm" boolean NOT NULL,
	"elapsed_seconds" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_dialog_days" (
	"uid" uuid NOT NULL,
	"day" date NOT NULL,
	"ad_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_dialog_days_uid_day_pk" PRIMARY KEY("uid","day")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" text,
	"web_photo" text,
	"url" text,
	"external_url" text,
	"confirm_button" text,
	"close_button" text,
	"location" text NOT NULL,
	"breakpoint" text,
	"index" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_seedKey_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"photo" text,
	"date" text NOT NULL,
	"category" text NOT NULL,
	"link" text,
	"references" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"uid" uuid NOT NULL,
	"news_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_uid_news_id_pk" PRIMARY KEY("uid","news_id")
);
--> statement-breakpoint
CREATE INDEX "ad_clicks_ad_idx" ON "ad_clicks" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ad_clicks_uid_idx" ON "ad_clicks" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "ads_place_idx" ON "ads" USING btree ("location","index");--> statement-breakpoint
CREATE INDEX "news_published_date_idx" ON "news" USING btree ("published","date");