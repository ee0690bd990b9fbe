CREATE TABLE "content_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"portuguese_name" text NOT NULL,
	"name" text NOT NULL,
	"collection" text NOT NULL,
	"products_collection" text,
	"flags" jsonb NOT NULL,
	CONSTRAINT "content_categories_collection_unique" UNIQUE("collection")
);
--> statement-breakpoint
CREATE TABLE "content_seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doses" (
	"drug_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"dose" text NOT NULL,
	"measurement" text NOT NULL,
	"description" text,
	"animals" integer[] NOT NULL,
	"options" jsonb,
	"route" text NOT NULL,
	"frequency" text NOT NULL,
	"frequency_unit" text,
	CONSTRAINT "doses_drug_id_position_pk" PRIMARY KEY("drug_id","position")
);
--> statement-breakpoint
CREATE TABLE "drug_systems" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drugs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"description" text NOT NULL,
	"classes" text[] NOT NULL,
	"systems" integer[] NOT NULL,
	"animals" integer[] NOT NULL,
	"premium" boolean NOT NULL,
	"free_trial" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"detail" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"uid" text NOT NULL,
	"item_id" text NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"category" integer,
	"topic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"category" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"brand" text NOT NULL,
	"brand_lines" text[] NOT NULL,
	"classes" text[] NOT NULL,
	"pet_sizes" text[] NOT NULL,
	"pet_ages" text[] NOT NULL,
	"features" text[] NOT NULL,
	"dogs" boolean NOT NULL,
	"cats" boolean NOT NULL,
	"photo" text,
	"premium" boolean NOT NULL,
	"free_trial" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"detail" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recents" (
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"category" integer NOT NULL,
	"collection" text,
	"topic" text,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recents_uid_kind_item_id_pk" PRIMARY KEY("uid","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "subtopics" (
	"topic_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"item_ids" text[] NOT NULL,
	CONSTRAINT "subtopics_topic_id_id_pk" PRIMARY KEY("topic_id","id")
);
--> statement-breakpoint
CREATE TABLE "therapeutic_classes" (
	"name" text NOT NULL,
	"category" integer NOT NULL,
	"system_id" integer,
	CONSTRAINT "therapeutic_classes_category_name_pk" PRIMARY KEY("category","name")
);
--> statement-breakpoint
CREATE TABLE "topic_item_versions" (
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "topic_item_versions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
--> statement-breakpoint
CREATE TABLE "topic_items" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"subtopic_id" text NOT NULL,
	"category" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"description" text NOT NULL,
	"animals" integer[] NOT NULL,
	"content_points" text[] NOT NULL,
	"photo" text,
	"available" boolean NOT NULL,
	"premium" boolean NOT NULL,
	"free_trial" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"published_version" integer
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" text PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doses" ADD CONSTRAINT "doses_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drugs" ADD CONSTRAINT "drugs_category_content_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_content_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtopics" ADD CONSTRAINT "subtopics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapeutic_classes" ADD CONSTRAINT "therapeutic_classes_category_content_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapeutic_classes" ADD CONSTRAINT "therapeutic_classes_system_id_drug_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."drug_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_item_versions" ADD CONSTRAINT "topic_item_versions_item_id_topic_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."topic_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_items" ADD CONSTRAINT "topic_items_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_category_content_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."content_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drugs_category_idx" ON "drugs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "drugs_search_name_trgm_idx" ON "drugs" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_uid_item_type_idx" ON "favorites" USING btree ("uid","item_id","type");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recents_uid_viewed_idx" ON "recents" USING btree ("uid","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topic_item_versions_published_idx" ON "topic_item_versions" USING btree ("item_id","version" DESC NULLS LAST) WHERE "topic_item_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "topic_items_topic_idx" ON "topic_items" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topic_items_search_name_trgm_idx" ON "topic_items" USING gin ("search_name" gin_trgm_ops);