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
CREATE TABLE "ddx_diagnoses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"species" integer[] NOT NULL,
	"sex" text,
	"description" text NOT NULL,
	"signs" integer[] NOT NULL,
	"hallmarks" integer[] NOT NULL,
	"against" integer[] NOT NULL,
	"sections" jsonb NOT NULL,
	"references" jsonb NOT NULL,
	"links" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ddx_signs" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sign" text NOT NULL,
	"group" text NOT NULL,
	"female" integer NOT NULL,
	"male" integer NOT NULL,
	CONSTRAINT "ddx_signs_key_unique" UNIQUE("key")
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
CREATE TABLE "interaction_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"members" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first" text NOT NULL,
	"second" text NOT NULL,
	"level" integer NOT NULL,
	"description" text NOT NULL,
	"e_description" text NOT NULL,
	"references" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" uuid NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"species" integer NOT NULL,
	"sex" integer NOT NULL,
	"breed" text NOT NULL,
	"weight" double precision NOT NULL,
	"has_birthday" integer NOT NULL,
	"birthday" text,
	"age" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"prescription_id" uuid NOT NULL,
	"types" integer[] NOT NULL,
	"clinical_handouts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"pages" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issuer" jsonb,
	"validation_code" text,
	"item_count" integer NOT NULL,
	"guide_count" integer NOT NULL,
	"share_date" timestamp with time zone,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_validationCode_unique" UNIQUE("validation_code")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"uid" text NOT NULL,
	"hit_key" text NOT NULL,
	"hit" jsonb NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_searches_uid_hit_key_pk" PRIMARY KEY("uid","hit_key")
);
--> statement-breakpoint
CREATE TABLE "duo_shares" (
	"owner_uid" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"recipient_uid" uuid,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"uid" uuid NOT NULL,
	"name" text NOT NULL,
	"subscription_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_uid_name_subscription_id_pk" PRIMARY KEY("uid","name","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "fake_door_votes" (
	"uid" uuid NOT NULL,
	"resource" text NOT NULL,
	"confirm" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fake_door_votes_uid_resource_pk" PRIMARY KEY("uid","resource")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"provider" text NOT NULL,
	"store" text NOT NULL,
	"entitlement" text NOT NULL,
	"product_id" text,
	"customer_id" text,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"renews" boolean DEFAULT true NOT NULL,
	"state_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "patients" ADD CONSTRAINT "patients_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_shares" ADD CONSTRAINT "prescription_shares_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "algorithm_versions_published_idx" ON "algorithm_versions" USING btree ("algorithm_id","version" DESC NULLS LAST) WHERE "algorithm_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "flashcards_type_class_idx" ON "flashcards" USING btree ("content_type","card_class");--> statement-breakpoint
CREATE INDEX "flashcards_content_idx" ON "flashcards" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_uid_cpf_idx" ON "owners" USING btree ("uid","cpf");--> statement-breakpoint
CREATE INDEX "owners_search_name_trgm_idx" ON "owners" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_uid_idx" ON "patients" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "patients_owner_idx" ON "patients" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "patients_search_name_trgm_idx" ON "patients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prescription_shares_prescription_idx" ON "prescription_shares" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("uid","patient_id","last_update" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recent_searches_uid_chosen_idx" ON "recent_searches" USING btree ("uid","chosen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "duo_shares_recipient_idx" ON "duo_shares" USING btree ("recipient_uid");--> statement-breakpoint
CREATE INDEX "entitlements_expires_idx" ON "entitlements" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscriptions_uid_idx" ON "subscriptions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);