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
