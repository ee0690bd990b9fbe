CREATE TABLE "recent_searches" (
	"uid" text NOT NULL,
	"hit_key" text NOT NULL,
	"hit" jsonb NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_searches_uid_hit_key_pk" PRIMARY KEY("uid","hit_key")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"item_key" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"name_norm" text NOT NULL,
	"description" text NOT NULL,
	"category" integer NOT NULL,
	"category_name" text NOT NULL,
	"topic" text,
	"photo" text,
	"item_path" text,
	"section_title" text,
	"body" text NOT NULL,
	"is_dose" boolean NOT NULL,
	"premium" boolean NOT NULL,
	"requires_pro" boolean NOT NULL,
	"position" integer NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"documents" integer NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_source_word_pk" PRIMARY KEY("source","word")
);
--> statement-breakpoint
CREATE INDEX "recent_searches_uid_chosen_idx" ON "recent_searches" USING btree ("uid","chosen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);