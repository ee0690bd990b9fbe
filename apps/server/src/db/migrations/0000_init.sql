CREATE TABLE "feature_toggles" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_toggles" (
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_toggles_uid_name_pk" PRIMARY KEY("uid","name")
);
