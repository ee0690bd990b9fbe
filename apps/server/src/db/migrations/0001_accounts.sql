CREATE TABLE "account_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_by" date NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"pending_password_hash" text
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider_id" text,
	"display_name" text,
	"display_name_prefix" text,
	"birthday" date,
	"cpf" text,
	"nationality" integer,
	"phone" text,
	"crmv_number" text,
	"crmv_state" text,
	"address" jsonb,
	"questions" jsonb,
	"entitlements" text[] DEFAULT '{}'::text[] NOT NULL,
	"store" text,
	"purchase_data" jsonb,
	"organization_id" text,
	"blocked_at" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
