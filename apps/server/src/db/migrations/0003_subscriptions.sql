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
CREATE INDEX "duo_shares_recipient_idx" ON "duo_shares" USING btree ("recipient_uid");--> statement-breakpoint
CREATE INDEX "entitlements_expires_idx" ON "entitlements" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscriptions_uid_idx" ON "subscriptions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");