CREATE TABLE "algorithm_versions" (
	"algorithm_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "algorithm_versions_algorithm_id_version_pk" PRIMARY KEY("algorithm_id","version")
);
--> statement-breakpoint
CREATE TABLE "card_answers" (
	"uid" text NOT NULL,
	"answer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"score" smallint NOT NULL,
	"previous_score" smallint,
	"answered_at" bigint NOT NULL,
	CONSTRAINT "card_answers_uid_answer_id_pk" PRIMARY KEY("uid","answer_id")
);
--> statement-breakpoint
CREATE TABLE "card_daily" (
	"uid" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"started_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_progress" (
	"uid" text NOT NULL,
	"card_id" text NOT NULL,
	"score" smallint NOT NULL,
	"answered_at" bigint NOT NULL,
	"due" bigint NOT NULL,
	"srs_state" smallint NOT NULL,
	"srs" jsonb NOT NULL,
	CONSTRAINT "card_progress_uid_card_id_pk" PRIMARY KEY("uid","card_id")
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"content_type" smallint NOT NULL,
	"content_name" text NOT NULL,
	"card_class" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "algorithm_versions_published_idx" ON "algorithm_versions" USING btree ("algorithm_id","version" DESC NULLS LAST) WHERE "algorithm_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "flashcards_type_class_idx" ON "flashcards" USING btree ("content_type","card_class");--> statement-breakpoint
CREATE INDEX "flashcards_content_idx" ON "flashcards" USING btree ("content_id");